// Issue 4 item 9: every operation this core serves is tried with a missing body, non-JSON, a body of
// the wrong shape, each field with a wrong type, unknown enum values and out-of-range values. Each
// answer is the 400 envelope naming the field, never a 500, and no table gains or loses a row.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getOperation } from '../../src/contract/registry';
import { allRoutes } from '../../src/server/routes';
import { rowsOf, toNumber } from '../../src/server/db/sql';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

/** A valid body per operation; every field is then broken one at a time. */
const VALID: Record<string, Record<string, unknown>> = {
  assetCheck: { type: 'URL', content: 'matrix.com' },
  assetList: { type: 'URL', status: 'BLOCKED' },
  assetChangelog: {},
  assetSearch: { content: 'matrix.com' },
  assetSubmit: { assets: ['matrix.com'] },
  assetUnblock: { type: 'URL', content: 'matrix.com' },
  assetParse: { content: 'matrix.com' },
  assetDetails: { type: 'URL', content: 'matrix.com' },
  assetScan: { content: 'matrix.com' },
  scanResult: { scanId: 1 },
  blocklistConfirm: { algoVersion: 1, prefixes: ['00000000'] },
  reportCreate: { assets: [{ content: 'matrix.com' }] },
  reportsSearch: { contents: ['matrix.com'] },
  disputeCreate: { content: 'matrix.com', email: 'a@b.test' },
};

/** Values out of range or not in an enum, with the field path the 400 must name. */
const OUT_OF_RANGE: [string, Record<string, unknown>, (string | number)[]][] = [
  ['assetCheck', { type: 'WEBSITE', content: 'x.com' }, ['type']],
  ['assetCheck', { type: 'URL', content: '' }, ['content']],
  ['assetList', { type: 'URL', status: 'MAYBE' }, ['status']],
  ['assetList', { type: 'URL', status: 'BLOCKED', per_page: 0 }, ['per_page']],
  ['assetList', { type: 'URL', status: 'BLOCKED', per_page: 10001 }, ['per_page']],
  ['assetList', { type: 'URL', status: 'BLOCKED', startDate: '2024-13-01' }, ['startDate']],
  ['assetList', { type: 'URL', status: 'BLOCKED', startDate: '2024-02-10', endDate: '2024-02-01' }, ['endDate']],
  ['assetChangelog', { startDate: '2024-1-1' }, ['startDate']],
  ['assetChangelog', { endDate: '2023-02-29' }, ['endDate']],
  ['assetChangelog', { fromStatus: 'GONE' }, ['fromStatus']],
  ['assetChangelog', { limit: 0 }, ['limit']],
  ['assetSearch', {}, ['content']],
  ['assetSearch', { assetId: 0 }, ['assetId']],
  ['assetSubmit', { assets: [] }, ['assets']],
  ['assetSubmit', { assets: Array.from({ length: 101 }, (_, i) => `s${i}.com`) }, ['assets']],
  ['assetSubmit', { assets: [''] }, ['assets', 0]],
  ['assetParse', { content: '' }, ['content']],
  ['assetScan', { content: 'x.com', callbackUrl: 'http://insecure.example/' }, ['callbackUrl']],
  ['assetScan', { content: 'x.com', type: 'NOPE' }, ['type']],
  ['scanResult', { scanId: 0 }, ['scanId']],
  ['scanResult', { scanId: 1.5 }, ['scanId']],
  ['blocklistConfirm', { algoVersion: 2, prefixes: ['00000000'] }, ['algoVersion']],
  ['blocklistConfirm', { algoVersion: 1, prefixes: [] }, ['prefixes']],
  ['blocklistConfirm', { algoVersion: 1, prefixes: Array.from({ length: 101 }, () => '00000000') }, ['prefixes']],
  ['blocklistConfirm', { algoVersion: 1, prefixes: ['ABCDEF12'] }, ['prefixes', 0]],
  ['reportCreate', { assets: [] }, ['assets']],
  ['reportCreate', { assets: [{ content: 'x.com' }], title: 'ab' }, ['title']],
  ['reportCreate', { assets: [{ content: 'x.com', status: 'MAYBE' }] }, ['assets', 0, 'status']],
  ['reportCreate', { assets: [{ content: 'x.com', reporterConfidence: 'SURE' }] }, ['assets', 0, 'reporterConfidence']],
  ['reportCreate', { assets: [{ content: 'x.com' }], attachmentUrls: ['not a uri'] }, ['attachmentUrls', 0]],
  ['reportCreate', { assets: [{ content: '' }] }, ['assets', 0, 'content']],
  ['reportCreate', { assets: [{ content: 'x.com', enrichments: [{ type: 'other', source: 's', output: {} }] }] }, ['assets', 0, 'enrichments', 0, 'type']],
  ['reportsSearch', { contents: ['x.com'], limit: 101 }, ['limit']],
  ['reportsSearch', { contents: [] }, ['contents']],
  ['disputeCreate', { content: 'x.com', email: 'not-an-email' }, ['email']],
  ['disputeCreate', { content: '' }, ['content']],
];

/** A value of the wrong JSON type for a field's schema. */
function wrongValue(schema: z.ZodType): unknown {
  let s = schema as unknown as { def: { type: string; innerType?: unknown; in?: unknown } };
  while (['optional', 'default', 'nullable', 'pipe', 'prefault', 'readonly'].includes(s.def.type)) {
    s = (s.def.innerType ?? s.def.in) as typeof s;
  }
  switch (s.def.type) {
    case 'string':
    case 'enum':
    case 'literal':
    case 'union':
      return 12345;
    case 'number':
    case 'int':
    case 'boolean':
      return 'not-a-number-or-boolean';
    case 'array':
      return 'not-an-array';
    default:
      return 'not-an-object';
  }
}

async function rowCounts(w: World): Promise<Record<string, number>> {
  const tables = rowsOf<{ tablename: string }>(await w.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> '__drizzle_migrations'`));
  const out: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = rowsOf<{ n: unknown }>(await w.db.execute(sql.raw(`select count(*) as n from "${tablename}"`)));
    out[tablename] = toNumber(row!.n);
  }
  return out;
}

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let before: Record<string, number>;
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    before = await rowCounts(w);
  });

  const path = (id: string) => getOperation(id).path;
  const expect400 = (r: { status: number; json: { code: string; message: string; issues?: { path?: unknown[] }[] } }, field?: (string | number)[]) => {
    expect(r.status, JSON.stringify(r.json)).toBe(400);
    expect(r.json.code).toBe('BAD_REQUEST');
    expect(r.json.message).toBe('Invalid input data');
    expect(Array.isArray(r.json.issues)).toBe(true);
    if (field) expect(r.json.issues!.map((i) => i.path)).toContainEqual(field);
  };

  it('covers every body operation of the groups this core serves', () => {
    const mine = ['Assets', 'Blocklist sync', 'Reports', 'Disputes'];
    const served = allRoutes.filter((r) => r.operation.request.body && mine.includes(r.operation.group)).map((r) => r.operation.id);
    expect(served.filter((id) => !(id in VALID))).toEqual([]);
  });

  describe.each(Object.keys(VALID))('%s', (id) => {
    it('missing body, non-JSON, malformed JSON and a non-object body are 400', async () => {
      expect400(await w.call('post', path(id), { contentType: null }));
      expect400(await w.call('post', path(id), { raw: '', contentType: 'application/json' }));
      expect400(await w.call('post', path(id), { raw: '{"type": "URL",', contentType: 'application/json' }));
      expect400(await w.call('post', path(id), { raw: 'type=URL', contentType: 'text/plain' }));
      expect400(await w.call('post', path(id), { raw: 'type=URL', contentType: 'application/x-www-form-urlencoded' }));
      for (const body of [[], 'string', 42, null]) expect400(await w.call('post', path(id), { body }));
    });

    it('each field with a wrong type is 400 naming it', async () => {
      const schema = getOperation(id).request.body as unknown as { shape?: Record<string, z.ZodType> };
      for (const [field, fieldSchema] of Object.entries(schema.shape ?? {})) {
        const r = await w.call('post', path(id), { body: { ...VALID[id], [field]: wrongValue(fieldSchema) } });
        expect400(r, [field]);
      }
    });
  });

  it.each(OUT_OF_RANGE.map(([id, body, field]) => [id, JSON.stringify(field), body, field] as const))('%s %s out of range or unknown', async (id, _name, body, field) => {
    expect400(await w.call('post', path(id), { body }), field);
  });

  it('a malformed artifact token is 400 naming token', async () => {
    expect400(await w.call('get', '/asset/blocklist/artifacts/not-hex', { key: null }), ['token']);
  });

  it('wrote nothing', async () => {
    expect(await rowCounts(w)).toEqual(before);
  });
});
