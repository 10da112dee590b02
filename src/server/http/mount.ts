// Turns a contract operation plus its handler into a @hono/zod-openapi route: the request schemas
// validate (failures become the 400 envelope in app.ts's default hook), the key is checked before
// validation so an anonymous caller learns nothing about the body, and the handler's result is sent.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { STATUS_DESCRIPTION } from '../../contract/operation';
import type { AppDeps } from '../deps';
import type { Route } from '../routes/define';
import { ApiError } from './api-error';
import { hashApiKey } from '../domain/api-keys';
import { principalForKey, type Principal } from './principal';

export type AppEnv = { Variables: { principal: Principal | null } };

// One short-lived cache of resolved keys per app (see Limits.authCacheMs), keyed by the key's hash.
const caches = new WeakMap<AppDeps, Map<string, { principal: Principal | null; until: number }>>();
const MAX_CACHED_KEYS = 10_000;

async function resolvePrincipal(deps: AppDeps, key: string): Promise<Principal | null> {
  const ttl = deps.limits.authCacheMs;
  if (ttl <= 0) return principalForKey(deps.db, key);
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const id = hashApiKey(key);
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && hit.until > now) return hit.principal;
  const principal = await principalForKey(deps.db, key);
  if (cache.size >= MAX_CACHED_KEYS) cache.clear();
  cache.set(id, { principal, until: now + ttl });
  return principal;
}

function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key')?.trim();
    const principal = key ? await resolvePrincipal(deps, key) : null;
    if (!principal) throw new ApiError(401);
    c.set('principal', principal);
    await next();
  };
}

// Every body is a JSON object (spec: "Requests with a body are JSON"). Without this gate a request with
// no body (or a form body) would skip validation and reach an all-optional schema as `{}`.
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(400, undefined, { issues: [{ message: 'Expected a JSON body (Content-Type: application/json)', path: [] }] });
  }
  await next();
};

export function mountRoute(api: OpenAPIHono<AppEnv>, deps: AppDeps, { operation: op, handler }: Route): void {
  const responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, schema]) => {
      const media = status === '200' && op.responseContentType ? op.responseContentType : 'application/json';
      return [status, { description: STATUS_DESCRIPTION[Number(status)] ?? 'Response', content: { [media]: { schema } } }];
    }),
  );
  const definition = createRoute({
    method: op.method,
    path: op.path,
    operationId: op.id,
    summary: op.summary,
    description: op.description,
    tags: [op.group],
    deprecated: op.deprecated,
    security: op.auth === 'apiKey' ? [{ ApiKey: [] }] : [],
    middleware: [...(op.auth === 'apiKey' ? [authenticate(deps)] : []), ...(op.request.body ? [requireJsonBody] : [])],
    request: {
      ...(op.request.body ? { body: { content: { 'application/json': { schema: op.request.body } }, required: true } } : {}),
      ...(op.request.params ? { params: op.request.params } : {}),
      ...(op.request.query ? { query: op.request.query } : {}),
    },
    responses,
  });
  // The generic route type cannot follow a registry entry's schemas; the handler was typed by route().
  (api as unknown as OpenAPIHono).openapi(definition as never, (async (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
    const valid = c.req as unknown as { valid(target: string): unknown };
    const result = await handler({
      body: (op.request.body ? valid.valid('json') : undefined) as never,
      params: (op.request.params ? valid.valid('param') : undefined) as never,
      query: (op.request.query ? valid.valid('query') : undefined) as never,
      principal: (c.get('principal') ?? null) as never,
      deps,
      c,
    });
    return result instanceof Response ? result : c.json(result as object, 200);
  }) as never);
}
