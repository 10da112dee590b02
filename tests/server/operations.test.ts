import { beforeAll, expect, it } from 'vitest';
import { proposals, takedowns } from '../../src/server/db/schema';
import { ensureAsset } from '../../src/server/domain/assets';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

const HOUR = 3_600_000;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    const now = w.clock.now().getTime();
    const ago = (h: number) => new Date(now - h * HOUR);
    for (const [i, h] of [1, 30, 100].entries()) {
      const asset = await ensureAsset(w.db, ago(h), 'URL', `pending-${i}.test`);
      await w.db.insert(proposals).values({ assetId: asset.id, organizationId: w.orgs.acme.id, createdAt: ago(h) });
    }
    const resolved = await ensureAsset(w.db, ago(500), 'URL', 'resolved.test');
    await w.db.insert(proposals).values({ assetId: resolved.id, organizationId: w.orgs.acme.id, status: 'APPROVED', createdAt: ago(500) });
    for (const [content, status, created, updated] of [
      ['todo.test', 'TODO', 2, 2], ['stale.test', 'IN_PROGRESS', 200, 50], ['fresh.test', 'IN_PROGRESS', 10, 1], ['input.test', 'PENDING_INPUT', 30, 30], ['closed.test', 'COMPLETED', 900, 800],
    ] as const) {
      const asset = await ensureAsset(w.db, ago(created), 'URL', content);
      await w.db.insert(takedowns).values({ organizationId: w.orgs.acme.id, assetId: asset.id, status, createdAt: ago(created), updatedAt: ago(updated) });
    }
  });
  const snapshot = (body: Record<string, unknown>, key?: string) => w.call('post', '/operations/queues/snapshot', { body, ...(key ? { key } : {}) });

  it('snapshots the review and takedown queues with SLA, oldest age and window-scaled age buckets', async () => {
    const r = await snapshot({ slug: 'acme', windowHours: 24, slaHours: 24 });
    expect(r.status).toBe(200);
    expect(r.json.generatedAt).toBe(w.clock.now().toISOString());
    expect(r.json.organizations).toHaveLength(1);
    const [acme] = r.json.organizations;
    expect(acme.organization).toEqual({ id: w.orgs.acme.id, slug: 'acme', name: 'Acme Corp' });
    expect(acme.reviewQueue).toEqual({
      total: 3, pending: 3, overSla: 2, oldestAgeHours: 100,
      ageBuckets: [
        { label: '0-24 h', minHours: 0, maxHours: 24, count: 1 },
        { label: '24-72 h', minHours: 24, maxHours: 72, count: 1 },
        { label: '72-168 h', minHours: 72, maxHours: 168, count: 1 },
        { label: '>= 168 h', minHours: 168, maxHours: null, count: 0 },
      ],
    });
    expect(acme.takedownQueue).toMatchObject({ total: 4, todo: 1, inProgress: 2, pendingInput: 1, stale: 1, overSla: 2, oldestAgeHours: 200 });
    expect(acme.takedownQueue.ageBuckets.map((b: { count: number }) => b.count)).toEqual([2, 1, 0, 1]);
  });

  it('the window scales the buckets and the staleness; the SLA is separate', async () => {
    const r = await snapshot({ slug: 'acme', windowHours: 60, slaHours: 200 });
    const [acme] = r.json.organizations;
    expect(acme.reviewQueue.overSla).toBe(0);
    expect(acme.reviewQueue.ageBuckets.map((b: { minHours: number }) => b.minHours)).toEqual([0, 60, 180, 420]);
    expect(acme.takedownQueue.stale).toBe(0);
  });

  it('all organizations is for staff only; slug and allOrganizations together are 400', async () => {
    const denied = await snapshot({ allOrganizations: true });
    expect(denied.status).toBe(403);
    const all = await snapshot({ allOrganizations: true }, w.keys.staff);
    expect(all.json.organizations.map((o: { organization: { slug: string } }) => o.organization.slug)).toEqual(['acme', 'globex', 'initech']);
    const both = await snapshot({ slug: 'acme', allOrganizations: true }, w.keys.staff);
    expect(both.status).toBe(400);
    expect(both.json.issues[0].path).toEqual(['slug']);
    expect((await snapshot({ slug: 'acme', windowHours: 0 })).json.issues[0].path).toEqual(['windowHours']);
    expect((await snapshot({ slug: 'globex' })).status).toBe(403);
    expect((await snapshot({})).json.organizations[0].organization.slug).toBe('acme'); // an organization key needs no slug
  });
});
