// The OpenAPI document: valid OpenAPI 3.1, every registered operation with its method, path and
// deprecation, the API key scheme, and the committed docs/openapi.json up to date.
import { readFileSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../../src/contract';
import { buildOpenApiDocument, openApiJson, withOperationsTable } from '../../../scripts/write-openapi';

type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string; deprecated?: boolean; tags: string[]; security: unknown[];
    parameters?: { name: string; in: string }[] }>>;
  components: { securitySchemes: Record<string, unknown> };
  tags: { name: string }[];
  webhooks: Record<string, unknown>;
};

let doc: Doc;
beforeAll(() => {
  doc = buildOpenApiDocument() as unknown as Doc;
});

describe('docs/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result).toMatchObject({ valid: true });
  });

  it('contains every registered operation with its method, path and flags', () => {
    const found: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) for (const method of Object.keys(item)) found.push(`${method} ${path}`);
    expect(found.length).toBe(operations.length);
    expect(found.length).toBeGreaterThanOrEqual(62);
    for (const op of operations) {
      const entry = doc.paths[op.path]?.[op.method];
      expect(entry, op.id).toBeDefined();
      expect(entry?.operationId).toBe(op.id);
      expect(entry?.tags).toEqual([op.group]);
      expect(entry?.deprecated === true, op.id).toBe(op.deprecated === true);
      expect(entry?.security, op.id).toEqual(op.auth === 'apiKey' ? [{ ApiKey: [] }] : []);
      const pathParams = (entry?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(pathParams, op.id).toEqual([...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort());
    }
  });

  it('serves under /v2 with the X-API-KEY scheme, a tag per group and the webhook payloads', () => {
    expect(doc.servers).toEqual([{ url: '/v2' }]);
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-KEY' });
    expect(new Set(doc.tags.map((t) => t.name))).toEqual(new Set(operations.map((o) => o.group)));
    expect(Object.keys(doc.webhooks).sort()).toEqual(['asset.status-escalated', 'asset.status-updated', 'debug.test', 'organization.threat-detection-added']);
  });

  it('is committed as generated (run `npm run openapi` after changing the contract)', () => {
    const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(openApiJson());
  });

  it('keeps the operations table of docs/operations.md in step with the registry', () => {
    const markdown = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
    expect(markdown).toBe(withOperationsTable(markdown));
    for (const op of operations) expect(markdown).toContain(`| \`${op.id}\` | ${op.method.toUpperCase()} | \`${op.path}\` |`);
  });
});
