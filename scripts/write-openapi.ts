// `npm run openapi`: writes docs/openapi.json (OpenAPI 3.1) from the contract registry, through the
// same @hono/zod-openapi createRoute the server mounts, so the document and the service cannot drift.
// Also usable as a module: tests build the document in memory and compare it with the committed file.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  AssetStatusEscalatedPayload, AssetStatusUpdatedPayload, DebugTestPayload, OPERATION_GROUPS, STATUS_DESCRIPTION,
  ThreatDetectionAddedPayload, WEBHOOK_MAX_RETRIES, WEBHOOK_SIGNATURE_HEADER, operations, type Operation,
} from '../src/contract/index';

const GROUP_DESCRIPTIONS: Record<(typeof OPERATION_GROUPS)[number], string> = {
  Assets: 'Check, list, search, parse, submit and scan assets; the changelog of status changes.',
  'Blocklist sync': 'Hashed-prefix blocklist: version, immutable artifacts, and prefix confirmation.',
  Reports: 'File reports against scams and search existing ones.',
  Disputes: 'Contest a blocked or reported asset.',
  Webhooks: 'Real-time notifications for asset status updates and threat detections.',
  'Organization brands': "The organization's brands.",
  'Organization assets and asset groups': "The organization's own assets (allowlist) and their groups.",
  'Organization reports': "The organization's reports, and reviews of proposals waiting on it.",
  Detections: 'Detection results, confirmed threats, and the detection configs that produce them.',
  Takedowns: "The organization's takedowns.",
  Metrics: 'Organization metrics.',
  'Account and access': 'Key validation, the calling user, and reachable organizations.',
  Operations: 'Queue snapshots for monitoring.',
  Healthchecks: 'Operational healthchecks sharing one result shape.',
  'Dark web credentials': 'Leaked credentials tied to brand targets.',
};

function routeOf(op: Operation) {
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

/** The OpenAPI 3.1 document of every registered operation, plus the webhook payloads. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', { type: 'apiKey', in: 'header', name: 'X-API-KEY' });
  for (const op of operations) {
    // The handler never runs: the app exists only to collect route definitions.
    app.openapi(routeOf(op) as never, ((c: { text(t: string, s: number): Response }) => c.text('not served here', 501)) as never);
  }
  const payloads = [
    ['asset.status-updated', AssetStatusUpdatedPayload],
    ['asset.status-escalated', AssetStatusEscalatedPayload],
    ['organization.threat-detection-added', ThreatDetectionAddedPayload],
    ['debug.test', DebugTestPayload],
  ] as const;
  for (const [name, schema] of payloads) {
    app.openAPIRegistry.registerWebhook({
      method: 'post',
      path: name,
      summary: `Webhook delivery: ${name}`,
      description: `Signed with ${WEBHOOK_SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the raw body, keyed with the webhook secret>.`,
      request: { body: { content: { 'application/json': { schema } } } },
      responses: { 200: { description: `Any 2xx acknowledges the delivery; otherwise up to ${WEBHOOK_MAX_RETRIES} retries with exponential backoff` } },
    });
  }
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Palisade Threat API',
      version: '2.0.0',
      description:
        'Brand protection Threat API v2. Every operation except blocklist artifacts needs the X-API-KEY header. ' +
        'Errors use the envelope {message, code, issues?}; report creation failures are 422 with data.errors[].',
    },
    servers: [{ url: '/v2' }],
    tags: OPERATION_GROUPS.map((name) => ({ name, description: GROUP_DESCRIPTIONS[name] })),
    security: [{ ApiKey: [] }],
  });
  return JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
}

export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

export const TABLE_START = '<!-- operations:start (generated by npm run openapi) -->';
export const TABLE_END = '<!-- operations:end -->';

/** The operations table of docs/operations.md, one row per registered operation. */
export function operationsTable(): string {
  const rows = operations.map((op) => {
    const parts = (['params', 'query', 'body'] as const).filter((k) => op.request[k] !== undefined).join(', ') || '-';
    const errors = Object.keys(op.responses).filter((s) => s !== '200').join(' ');
    const flags = [op.auth === 'none' ? 'no key' : '', op.deprecated ? 'deprecated' : ''].filter(Boolean).join(', ');
    return `| \`${op.id}\` | ${op.method.toUpperCase()} | \`${op.path}\` | ${op.group} | ${parts} | ${errors} | ${flags} |`;
  });
  return [
    TABLE_START,
    `${operations.length} operations.`,
    '',
    '| id | method | path | group | request | error statuses | notes |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    TABLE_END,
  ].join('\n');
}

/** docs/operations.md with its generated table replaced. */
export function withOperationsTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/operations.md lacks the operations table markers');
  return markdown.slice(0, start) + operationsTable() + markdown.slice(end + TABLE_END.length);
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
  writeFileSync(target, openApiJson());
  const table = fileURLToPath(new URL('../docs/operations.md', import.meta.url));
  writeFileSync(table, withOperationsTable(readFileSync(table, 'utf8')));
  console.log(`wrote ${target} and the table of ${table} (${operations.length} operations)`);
}
