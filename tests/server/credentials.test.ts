// Leaked-credential search, rule by rule (spec, "Search leaked credentials"), on PGlite and PostgreSQL.
// The service's logger is a memory logger passed to createApp: after every test, no line it wrote
// contains a password.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialSearchResponse } from '../../src/contract';
import { credentials, organizations } from '../../src/server/db/schema';
import { makeWorld, type World } from './helpers/app';
import { forEachDatabase } from './helpers/databases';
import { addBrand } from './organization-fixtures';

const PASSWORDS = ['hunter2-Sup3rSecret!', 'correct horse battery staple', 'p@ssw0rd-0xdeadbeef'];
const FIELDS = ['id', 'email', 'address', 'source', 'leakName', 'fragment', 'crawlDate', 'password', 'passwordType'];

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let brandId: number;
  let otherBrandId: number;
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
    const brand = await addBrand(w, w.orgs.acme, 'Acme', [
      { kind: 'domain', target: 'acme.test' },
      { kind: 'email', target: 'ceo@acme.test' },
      { kind: 'crypto', target: '0xAbC0000000000000000000000000000000000001' },
    ]);
    brandId = brand.id;
    otherBrandId = (await addBrand(w, w.orgs.globex, 'Globex', [{ kind: 'domain', target: 'acme.test' }])).id;
    const base = { organizationId: w.orgs.acme.id, brandId, address: null, fragment: null, passwordType: null };
    await w.db.insert(credentials).values([
      { ...base, id: 'c1', kind: 'email', target: 'ceo@acme.test', email: 'ceo@acme.test', source: 'forum', leakName: 'Combo 2024', crawlDate: '2024-05-01', password: PASSWORDS[0], passwordType: 'plaintext' },
      { ...base, id: 'c2', kind: 'email', target: 'ceo@acme.test', email: 'ceo@acme.test', source: null, leakName: null, crawlDate: null, password: PASSWORDS[1] },
      { ...base, id: 'c3', kind: 'domain', target: 'acme.test', email: 'dev@acme.test', source: 'paste', leakName: 'Paste', crawlDate: null, password: PASSWORDS[2] },
      { ...base, id: 'c4', kind: 'crypto', target: '0xAbC0000000000000000000000000000000000001', email: null, address: '0xAbC0000000000000000000000000000000000001', source: 'stealer', leakName: null, crawlDate: null, password: null },
    ]);
  });
  afterEach(() => {
    const all = w.log.lines.join('\n');
    for (const password of PASSWORDS) expect(all).not.toContain(password);
  });

  const search = (body: Record<string, unknown>, key = w.keys.acme) =>
    w.call('post', '/dark-web/credentials/search', { key, body: { slug: 'acme', brandId, kind: 'email', target: 'ceo@acme.test', ...body } });

  describe('results', () => {
    it('email targets are lowercased; every record has all nine fields; resultCount and loadedCount', async () => {
      const r = await search({ target: '  CEO@Acme.TEST ' });
      expect(r.status).toBe(200);
      expect(CredentialSearchResponse.parse(r.json)).toEqual(r.json);
      expect(r.json).toMatchObject({ kind: 'email', target: 'ceo@acme.test', resultCount: 2, loadedCount: 2 });
      for (const record of r.json.results) expect(Object.keys(record).sort()).toEqual([...FIELDS].sort());
      expect(r.json.results[0]).toEqual({
        id: 'c1', email: 'ceo@acme.test', address: null, source: 'forum', leakName: 'Combo 2024', fragment: null,
        crawlDate: '2024-05-01', password: PASSWORDS[0], passwordType: 'plaintext',
      });
      expect(r.json.results[1]).toMatchObject({ id: 'c2', source: null, leakName: null, crawlDate: null, passwordType: null });
    });

    it('domain targets and raw crypto addresses', async () => {
      const domain = await search({ kind: 'domain', target: 'ACME.test' });
      expect(domain.json).toMatchObject({ target: 'acme.test', resultCount: 1, results: [{ id: 'c3' }] });
      const crypto = await search({ kind: 'crypto', target: '0xAbC0000000000000000000000000000000000001' });
      expect(crypto.json).toMatchObject({ kind: 'crypto', resultCount: 1, results: [{ id: 'c4', password: null }] });
      const lowered = await search({ kind: 'crypto', target: '0xabc0000000000000000000000000000000000001' });
      expect(lowered.status).toBe(400);
    });

    it('a tracked target without leaks answers zero results', async () => {
      await w.db.delete(credentials).where(eq(credentials.kind, 'domain'));
      expect((await search({ kind: 'domain', target: 'acme.test' })).json).toEqual({ kind: 'domain', target: 'acme.test', resultCount: 0, loadedCount: 0, results: [] });
    });
  });

  describe('access', () => {
    it('owner, admin (including an admin organization key) and staff may search; a member may not', async () => {
      expect((await search({}, w.keys.alice)).status).toBe(200);
      expect((await search({})).status).toBe(200);
      expect((await search({}, w.keys.staff)).status).toBe(200);
      const member = await search({}, w.keys.bob);
      expect(member.status).toBe(403);
      expect(member.json.code).toBe('FORBIDDEN');
    });

    it('a key without access to the organization is 403 with the spec message', async () => {
      for (const key of [w.keys.globex, w.keys.nobody]) {
        const r = await search({}, key);
        expect(r.status).toBe(403);
        expect(r.json).toEqual({ message: 'API key does not have access to this organization', code: 'FORBIDDEN' });
      }
    });

    it('403 when dark-web monitoring is off', async () => {
      await w.db.update(organizations).set({ darkWebMonitoring: false }).where(eq(organizations.id, w.orgs.acme.id));
      const r = await search({});
      expect(r.status).toBe(403);
      expect(r.json.message).toContain('monitoring');
    });

    it('404 when the organization does not exist, for every kind of key', async () => {
      for (const key of [w.keys.acme, w.keys.alice, w.keys.staff]) {
        const r = await search({ slug: 'no-such-org' }, key);
        expect(r.status).toBe(404);
        expect(r.json.code).toBe('NOT_FOUND');
      }
    });
  });

  describe('400 naming the field', () => {
    const cases: [string, Record<string, unknown>, (string | number)[]][] = [
      ['untracked target', { target: 'cfo@acme.test' }, ['target']],
      ['tracked under another kind', { kind: 'domain', target: 'ceo@acme.test' }, ['target']],
      ['not an email', { target: 'not-an-email' }, ['target']],
      ['empty target', { target: '' }, ['target']],
      ['empty slug', { slug: '' }, ['slug']],
      ['brandId not positive', { brandId: 0 }, ['brandId']],
      ['unknown kind', { kind: 'phone' }, ['kind']],
      ['missing kind', { kind: undefined }, ['kind']],
    ];
    for (const [name, body, path] of cases) {
      it(name, async () => {
        const r = await search(body);
        expect(r.status).toBe(400);
        expect(r.json.issues.map((i: { path: unknown }) => i.path)).toContainEqual(path);
      });
    }

    it("a brand of another organization is 400 naming brandId, even when it tracks the same target", async () => {
      const r = await search({ brandId: otherBrandId, kind: 'domain', target: 'acme.test' });
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(['brandId']);
    });
  });

  it('the log holds request lines (method, path, status) and no password, also after a failure', async () => {
    const before = w.log.lines.length;
    await search({});
    await search({ kind: 'domain', target: 'acme.test' });
    await search({ target: 'untracked@acme.test' });
    const lines = w.log.lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.status)).toEqual([200, 200, 400]);
    expect(lines.every((l) => l.path === '/v2/dark-web/credentials/search')).toBe(true);
  });
});
