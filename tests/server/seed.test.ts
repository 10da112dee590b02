import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { fakeClock } from '../../src/server/clock';
import { apiKeys, assetChangelog, assets, brands, organizations, proposals, users } from '../../src/server/db/schema';
import { countAll } from '../../src/server/db/sql';
import { silentLogger } from '../../src/server/log';
import { loadSeed, SeedError } from '../../src/server/seed/load';
import { forEachDatabase, resetDatabase } from './helpers/databases';

const demo = JSON.parse(readFileSync('seed/demo.json', 'utf8')) as Record<string, unknown>;
const clone = () => structuredClone(demo) as any; // eslint-disable-line @typescript-eslint/no-explicit-any

forEachDatabase((_kind, getDatabase) => {
  const now = new Date('2025-01-15T10:00:00.000Z');
  const total = async () => {
    const { db } = getDatabase();
    let n = 0;
    for (const t of [organizations, users, apiKeys, assets, brands, proposals, assetChangelog]) n += (await db.select({ n: countAll() }).from(t))[0]!.n;
    return n;
  };
  beforeAll(async () => {
    await resetDatabase(getDatabase());
  });

  describe('refusals write nothing and name the bad field', () => {
    it.each([
      ['a wrong type', (s: any) => (s.organizations[0].darkWebMonitoring = 'yes'), 'organizations[0].darkWebMonitoring'], // eslint-disable-line @typescript-eslint/no-explicit-any
      ['an unknown asset type', (s: any) => (s.assets[3].type = 'WEBSITE'), 'assets[3].type'], // eslint-disable-line @typescript-eslint/no-explicit-any
      ['an unknown key', (s: any) => (s.users[0].password = 'x'), 'users[0]'], // eslint-disable-line @typescript-eslint/no-explicit-any
      ['a malformed API key', (s: any) => (s.orgKeys[0].key = 'secret'), 'orgKeys[0].key'], // eslint-disable-line @typescript-eslint/no-explicit-any
      ['an unknown organization', (s: any) => (s.proposals[1].org = 'nope'), 'proposals[1].org'], // eslint-disable-line @typescript-eslint/no-explicit-any
      ['a brand of another organization', (s: any) => (s.credentials[0].brandId = 3), 'credentials[0].brandId'], // eslint-disable-line @typescript-eslint/no-explicit-any
      ['a duplicate slug', (s: any) => (s.organizations[1].slug = 'acme'), 'organizations[1].slug'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ])('%s', async (_what, mutate, path) => {
      const seed = clone();
      mutate(seed);
      const before = await total();
      const error = await loadSeed(getDatabase().db, now, seed, { onlyIfEmpty: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SeedError);
      expect((error as Error).message).toContain(path);
      expect(await total()).toBe(before);
    });
  });

  describe('the demo seed', () => {
    it('loads once into an empty database and is skipped when the database has data', async () => {
      const first = await loadSeed(getDatabase().db, now, demo, { onlyIfEmpty: true });
      expect(first.loaded).toBe(true);
      const second = await loadSeed(getDatabase().db, now, demo, { onlyIfEmpty: true });
      expect(second.loaded).toBe(false);
    });

    it('stores keys hashed, keeps brand and proposal ids, and writes the changelog of seeded statuses', async () => {
      const { db } = getDatabase();
      const stored = JSON.stringify(await db.select().from(apiKeys));
      for (const key of ['cp_live_demoacmeorgkeyaaaaaaaaaaaaaa', 'cp_live_demoacmeownerkeyaaaaaaaaaaaa']) expect(stored).not.toContain(key);
      expect((await db.select().from(brands).where(eq(brands.id, 2)))[0]!.name).toBe('Wile E. Coyote');
      expect((await db.select().from(proposals).where(eq(proposals.id, 3)))[0]!.sourcedByOrg).toBe(true);
      const blocked = await db.select().from(assets).where(eq(assets.status, 'BLOCKED'));
      const log = await db.select().from(assetChangelog);
      expect(log.filter((e) => e.toStatus === 'BLOCKED')).toHaveLength(blocked.length);
      // New rows after explicit ids get fresh ids, not a collision.
      const [acme] = await db.select().from(organizations).where(eq(organizations.slug, 'acme'));
      const [next] = await db.insert(brands).values({ organizationId: acme!.id, name: 'New', createdAt: now }).returning();
      expect(next!.id).toBeGreaterThan(3);
    });

    it('its keys work and its blocked demo domains answer BLOCKED', async () => {
      const { app } = createApp({ db: getDatabase().db, clock: fakeClock(now), log: silentLogger });
      for (const [key, content, status] of [
        ['cp_live_demoacmeorgkeyaaaaaaaaaaaaaa', 'https://scam-demo.test/login', 'BLOCKED'],
        ['cp_live_demoacmeownerkeyaaaaaaaaaaaa', 'acme-wallet.test', 'ALLOWED'],
        ['cp_live_demostaffkeyaaaaaaaaaaaaaaaa', 'phish-login.test', 'UNKNOWN'],
      ] as const) {
        const r = await app.request('/v2/asset/check', { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'URL', content }) });
        expect(((await r.json()) as { status: string }).status).toBe(status);
      }
    });
  });
});
