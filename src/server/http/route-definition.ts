// One contract operation as a @hono/zod-openapi route definition: what the service registers in the
// document it serves at /v2/openapi.json and what `npm run openapi` writes to docs/openapi.json, so the
// two cannot drift apart.
import { createRoute } from '@hono/zod-openapi';
import { STATUS_DESCRIPTION, type Operation } from '../../contract/operation';

export function routeDefinition(op: Operation) {
  const responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, schema]) => {
      const media = status === '200' && op.responseContentType ? op.responseContentType : 'application/json';
      return [status, { description: STATUS_DESCRIPTION[Number(status)] ?? 'Response', content: { [media]: { schema } } }];
    }),
  );
  return createRoute({
    method: op.method,
    path: op.path,
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.group],
    ...(op.deprecated ? { deprecated: true } : {}),
    security: op.auth === 'apiKey' ? [{ ApiKey: [] }] : [],
    request: {
      ...(op.request.body ? { body: { content: { 'application/json': { schema: op.request.body } }, required: true } } : {}),
      ...(op.request.params ? { params: op.request.params } : {}),
      ...(op.request.query ? { query: op.request.query } : {}),
    },
    responses,
  });
}
