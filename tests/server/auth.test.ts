import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

const NO_ACCESS = { message: 'API key does not have access to this organization', code: 'FORBIDDEN' };

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
  });

  describe('keys', () => {
    it('answers 401 with the spec envelope when the key is missing, unknown or revoked-looking', async () => {
      for (const key of [null, '', 'cp_live_doesnotexist', `${w.keys.acme}x`]) {
        const r = await w.call('post', '/asset/check', { key, body: { type: 'URL', content: 'x.example' } });
        expect(r.status).toBe(401);
        expect(r.json).toEqual({ message: 'Authorization not provided', code: 'UNAUTHORIZED' });
      }
    });

    it('checks the key before the body, so a keyless caller learns nothing about the input', async () => {
      const r = await w.call('post', '/asset/check', { key: null, body: { type: 'NOPE' } });
      expect(r.status).toBe(401);
    });

    it('accepts organization keys and user keys', async () => {
      for (const key of [w.keys.acme, w.keys.alice, w.keys.nobody, w.keys.staff]) {
        const r = await w.call('post', '/asset/check', { key, body: { type: 'URL', content: 'fine.example' } });
        expect(r.status).toBe(200);
      }
    });

    it('a revoked key is 401', async () => {
      const { createApiKey, revokeApiKey } = await import('../../src/server/domain/admin');
      const created = await createApiKey(w.db, w.clock.now(), { orgSlug: 'acme' });
      const body = { type: 'URL', content: 'x.example' };
      expect((await w.call('post', '/asset/check', { key: created.key, body })).status).toBe(200);
      expect(await revokeApiKey(w.db, w.clock.now(), created.id)).toBe(true);
      expect((await w.call('post', '/asset/check', { key: created.key, body })).status).toBe(401);
    });

    it('keys look like cp_live_ + base32 and only their hash is stored', async () => {
      expect(w.keys.acme).toMatch(/^cp_live_[a-z2-7]{32}$/);
      const rows = await w.db.query.apiKeys.findMany();
      const stored = JSON.stringify(rows);
      for (const key of Object.values(w.keys)) expect(stored).not.toContain(key);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(true);
    });
  });

  describe('organization access', () => {
    const search = (key: string, slug?: string) => w.call('post', '/reports/search', { key, body: { contents: ['a.example'], ...(slug === undefined ? {} : { slug }) } });

    it('an organization key reaches its own organization, with or without the slug', async () => {
      expect((await search(w.keys.acme)).status).toBe(200);
      expect((await search(w.keys.acme, 'acme')).status).toBe(200);
    });

    it('an organization key with another slug, or a slug that differs in case, is 403 with the spec message', async () => {
      for (const slug of ['globex', 'ACME', 'acme ', 'no-such-org']) {
        const r = await search(w.keys.acme, slug);
        expect(r.status).toBe(403);
        expect(r.json).toEqual(NO_ACCESS);
      }
    });

    it('a user key reaches every organization where the user is an active member, and no other', async () => {
      expect((await search(w.keys.bob, 'acme')).status).toBe(200);
      expect((await search(w.keys.bob, 'globex')).status).toBe(200);
      const other = await search(w.keys.bob, 'initech');
      expect(other.status).toBe(403);
      expect(other.json).toEqual(NO_ACCESS);
      expect((await search(w.keys.alice, 'globex')).json).toEqual(NO_ACCESS);
    });

    it('a user key in one organization may omit the slug; in several it must name one (400 naming slug)', async () => {
      expect((await search(w.keys.alice)).status).toBe(200);
      const r = await search(w.keys.bob);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('BAD_REQUEST');
      expect(r.json.issues[0].path).toEqual(['slug']);
    });

    it('an inactive membership gives no access', async () => {
      const { memberships, users } = await import('../../src/server/db/schema');
      const { eq, and } = await import('drizzle-orm');
      const [bob] = await w.db.select().from(users).where(eq(users.email, 'bob@example.test'));
      await w.db.update(memberships).set({ active: false }).where(and(eq(memberships.userId, bob!.id), eq(memberships.organizationId, w.orgs.globex.id)));
      const r = await search(w.keys.bob, 'globex');
      expect(r.status).toBe(403);
      expect(r.json).toEqual(NO_ACCESS);
      await w.db.update(memberships).set({ active: true }).where(eq(memberships.userId, bob!.id));
    });

    it('a user key naming an organization that does not exist is 404', async () => {
      expect((await search(w.keys.bob, 'no-such-org')).status).toBe(404);
    });

    it('a user with no membership reaches no organization', async () => {
      const r = await search(w.keys.nobody);
      expect(r.status).toBe(403);
      expect(r.json).toEqual(NO_ACCESS);
    });
  });

  describe('service surface', () => {
    it('serves /healthz outside /v2 and the OpenAPI document at /v2/openapi.json', async () => {
      const health = await w.app.request('/healthz');
      expect(health.status).toBe(200);
      const doc = (await (await w.app.request('/v2/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/asset/check', '/report/create', '/dispute/create']));
    });

    it('answers unknown paths with the 404 envelope', async () => {
      const r = await w.call('post', '/no/such/operation', { body: {} });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    });

    it('logs one line per request with method, path, status and duration, never the key', async () => {
      const before = w.log.lines.length;
      await w.call('post', '/asset/check', { body: { type: 'URL', content: 'logged.example' } });
      const lines = w.log.lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'request', method: 'POST', path: '/v2/asset/check', status: 200 });
      expect(typeof lines[0]!.ms).toBe('number');
      const all = w.log.lines.join('\n');
      for (const key of Object.values(w.keys)) expect(all).not.toContain(key);
      expect(all).not.toContain('logged.example');
    });
  });
});
