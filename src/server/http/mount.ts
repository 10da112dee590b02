// Turns a contract operation plus its handler into one route: the operation is registered in the
// OpenAPI document (through @hono/zod-openapi's registry), and served by ONE hono handler that does,
// in order, what zod-openapi's middleware chain did: the key is checked first so an anonymous caller
// learns nothing about the body, then query, params, the JSON media type and the body are validated
// (failures become the 400 envelope; hono's body errors go to app.ts's onError), then the handler runs.
// Why not `api.openapi(route, handler)`: it mounts auth, gate, media gate, validator and handler as five
// handlers, each wrapped by hono in its own compose/onError layer while the sub-app had an onError,
// and validates with safeParseAsync; on the hottest path (blocklist confirm, DESIGN §2.5) that chain
// cost more than the work itself. Behaviour, statuses and issue paths are unchanged.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { badRequestFromZod } from '../../contract/errors';
import type { AppDeps } from '../deps';
import type { Route } from '../routes/define';
import { ApiError } from './api-error';
import { hashApiKey } from '../domain/api-keys';
import { principalForKey, type Principal } from './principal';
import { routeDefinition } from './route-definition';

export type AppEnv = { Variables: { principal: Principal | null } };

// One short-lived cache of resolved keys per app (see Limits.authCacheMs), keyed by the key's hash.
const caches = new WeakMap<AppDeps, Map<string, { principal: Principal | null; until: number }>>();
const MAX_CACHED_KEYS = 10_000;

// A cache hit answers synchronously: on the hottest path every await is one more promise and microtask.
function resolvePrincipal(deps: AppDeps, key: string): Principal | null | Promise<Principal | null> {
  const ttl = deps.limits.authCacheMs;
  if (ttl <= 0) return principalForKey(deps.db, key);
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const id = hashApiKey(key);
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.principal;
  return principalForKey(deps.db, key).then((principal) => {
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    cache.set(id, { principal, until: now + ttl });
    return principal;
  });
}

async function authenticateSlowly(pending: Promise<Principal | null>): Promise<Principal> {
  const principal = await pending;
  if (!principal) throw new ApiError(401);
  return principal;
}

function authenticate(deps: AppDeps, c: Context): Principal | Promise<Principal> {
  const key = c.req.header('x-api-key')?.trim();
  const principal = key ? resolvePrincipal(deps, key) : null;
  if (principal instanceof Promise) return authenticateSlowly(principal);
  if (!principal) throw new ApiError(401);
  return principal;
}

// Every body is a JSON object (spec: "Requests with a body are JSON"). Without this gate a request with
// no body (or a form body) would skip validation and reach an all-optional schema as `{}`.
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
// The two finer checks zod-openapi and hono's validator made after it, kept so every edge case answers
// as before: a JSON type with malformed parameters is a 415 (app.ts words it as a 400), and only a
// JSON essence is parsed at all.
const JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;
const JSON_ESSENCE = /^application\/([\w.-]+\+)?json$/i;

function requireJsonType(contentType: string): void {
  if (!JSON_TYPE.test(contentType)) {
    throw new ApiError(400, undefined, { issues: [{ message: 'Expected a JSON body (Content-Type: application/json)', path: [] }] });
  }
}

/** After query and params (the order zod-openapi validated in): the media type, then the parsed body. */
async function jsonBody(c: Context, contentType: string): Promise<unknown> {
  if (!JSON_REQUEST.test(contentType)) throw new HTTPException(415, { message: 'Unsupported Media Type' });
  if (!JSON_ESSENCE.test(contentType.split(';')[0]!.trim())) return {};
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
}

function queryOf(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => (v.length === 1 ? [k, v[0]!] : [k, v])));
}

type Parsed = { ok: true; data: unknown } | { ok: false; response: Response };

/** Synchronous parse (the contract's schemas have no async parts); a promise only if a schema needs it. */
function validate(schema: z.ZodType, value: unknown, c: Context): Parsed | Promise<Parsed> {
  let result: z.ZodSafeParseResult<unknown>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    if (!(error instanceof z.core.$ZodAsyncError)) throw error;
    return schema.safeParseAsync(value).then((r) => parsedOf(r, c));
  }
  return parsedOf(result, c);
}

function parsedOf(result: z.ZodSafeParseResult<unknown>, c: Context): Parsed {
  return result.success ? { ok: true, data: result.data } : { ok: false, response: c.json(badRequestFromZod(result.error), 400) };
}

export function mountRoute(api: OpenAPIHono<AppEnv>, deps: AppDeps, { operation: op, handler }: Route): void {
  api.openAPIRegistry.registerPath(routeDefinition(op));

  const { body: bodySchema, params: paramsSchema, query: querySchema } = op.request;
  const needsKey = op.auth === 'apiKey';
  const serve: MiddlewareHandler<AppEnv> = async (c) => {
    // The principal goes to the handler as input; nothing reads it from the context (c.set costs a Map).
    let principal = needsKey ? authenticate(deps, c) : null;
    if (principal instanceof Promise) principal = await principal;
    const contentType = bodySchema ? (c.req.header('content-type') ?? '') : '';
    if (bodySchema) requireJsonType(contentType);
    let query: unknown;
    let params: unknown;
    let body: unknown;
    if (querySchema) {
      let r = validate(querySchema, queryOf(c), c);
      if (r instanceof Promise) r = await r;
      if (!r.ok) return r.response;
      query = r.data;
    }
    if (paramsSchema) {
      let r = validate(paramsSchema, c.req.param(), c);
      if (r instanceof Promise) r = await r;
      if (!r.ok) return r.response;
      params = r.data;
    }
    if (bodySchema) {
      let r = validate(bodySchema, await jsonBody(c, contentType), c);
      if (r instanceof Promise) r = await r;
      if (!r.ok) return r.response;
      body = r.data;
    }
    const result = await handler({ body, params, query, principal, deps, c } as never);
    return result instanceof Response ? result : c.json(result as object, 200);
  };
  api.on(op.method.toUpperCase(), op.path.replaceAll(/\/{(.+?)}/g, '/:$1'), serve);
}
