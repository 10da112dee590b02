// createApp: the HTTP service as a value. Everything under /v2 is mounted from the contract registry
// (routes/index.ts pairs each operation with its handler); /healthz sits outside /v2; the OpenAPI 3.1
// document is served at /v2/openapi.json. One onError, on the outer app only, turns ApiError, hono's body
// errors and anything unexpected into the spec's envelope. The /v2 sub-app has none on purpose: hono wraps
// every route of a sub-app that has its own onError in an extra compose layer per request, and the outer
// app's handler catches the same errors with the same context (so the request log still sees the status).
import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { badRequestFromZod, ERROR_MESSAGES } from '../contract/errors';
import { systemClock, type Clock } from './clock';
import type { Db, DatabaseKind } from './db/types';
import { DEFAULT_LIMITS, type AppDeps, type Limits } from './deps';
import { createEvents, type Events } from './events';
import { ApiError } from './http/api-error';
import { mountRoute, type AppEnv } from './http/mount';
import type { Logger } from './log';
import type { BlocklistPublisher } from './blocklist';
import { allRoutes } from './routes';
import type { Route } from './routes/define';
import { attachWebhooks, type WebhookOptions } from './webhooks/dispatcher';
import { findInCauses } from './db/error-chain';

export interface AppOptions {
  db: Db;
  /** Default 'pglite'; only used to word diagnostics. */
  dbKind?: DatabaseKind;
  clock?: Clock;
  log: Logger;
  publisher?: BlocklistPublisher | null;
  events?: Events;
  limits?: Partial<Limits>;
  fetch?: typeof fetch;
  baseUrl?: string | null;
  /** Extra routes (tests, issue 6 while it grows); appended to routes/index.ts's list. */
  routes?: Route[];
  /** Webhook delivery timing (tests pass a sleep that returns at once); false: no deliveries. */
  webhooks?: WebhookOptions | false;
}

export interface App {
  app: Hono;
  deps: AppDeps;
}

export function createApp(options: AppOptions): App {
  const events = options.events ?? createEvents(options.log);
  const deps: AppDeps = {
    db: options.db,
    dbKind: options.dbKind ?? 'pglite',
    clock: options.clock ?? systemClock,
    log: options.log,
    events,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    fetch: options.fetch ?? globalThis.fetch,
    publisher: options.publisher ?? null,
    baseUrl: options.baseUrl ?? null,
    background: new Set(),
  };
  if (options.webhooks !== false) attachWebhooks(deps, options.webhooks);
  if (deps.publisher) {
    const publisher = deps.publisher;
    events.onAssetStatusChanged(() => publisher.onAssetStatusChanged());
  }

  const onError = (error: Error, c: Context) => errorResponse(error, c, deps.log);
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(badRequestFromZod(result.error), 400);
    },
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', { type: 'apiKey', in: 'header', name: 'X-API-KEY' });
  for (const r of [...allRoutes, ...(options.routes ?? [])]) mountRoute(api, deps, r);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Palisade Threat API', version: '2.0.0' },
    servers: [{ url: '/v2' }],
  });

  const app = new Hono();
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    deps.log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/v2', api);
  app.notFound((c) => c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
  app.onError(onError);
  return { app, deps };
}

function errorResponse(error: Error, c: Context, log: Logger): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
    return c.json(error.body(), error.status);
  }
  if (error instanceof HTTPException && (error.status === 400 || error.status === 415)) {
    // hono's body parser: malformed JSON, or a body that is not JSON at all.
    const message = error.status === 415 ? 'Request body must be JSON (Content-Type: application/json)' : error.message;
    return c.json({ message: 'Invalid input data', code: 'BAD_REQUEST', issues: [{ message, path: [] }] }, 400);
  }
  const database = isDatabaseError(error);
  log.error('unhandled error', { method: c.req.method, path: c.req.path, error: String(error), database });
  return c.json(
    { message: database ? ERROR_MESSAGES.internalDatabase : 'Internal server error', code: 'INTERNAL_SERVER_ERROR' },
    500,
  );
}

function isDatabaseError(error: unknown): boolean {
  return findInCauses(error, ({ name = '', code }) =>
    name === 'DrizzleQueryError' || name === 'DatabaseError' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)),
  ) !== undefined;
}
