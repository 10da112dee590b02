import { beforeAll, expect, it } from 'vitest';
import { brands, takedowns } from '../../src/server/db/schema';
import { ensureAsset } from '../../src/server/domain/assets';
import { changeTakedownStatus, setLiveness } from '../../src/server/domain/takedowns';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let brandId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    brandId = (await w.db.insert(brands).values({ organizationId: w.orgs.acme.id, name: 'Acme', createdAt: w.clock.now() }).returning())[0]!.id;
    // 12 takedowns, one minute apart; statuses moved through the event log.
    const plan: [string, string, string[]][] = [
      ['todo-1.test', 'URL', []], ['todo-2.test', 'URL', []], ['started.test', 'URL', ['IN_PROGRESS']],
      ['done.test', 'URL', ['IN_PROGRESS', 'COMPLETED']], ['cancelled.test', 'URL', ['CANCELLED']], ['waiting.test', 'URL', ['PENDING_INPUT']],
      ['twitter.com/fake_acme', 'TWITTER', ['IN_PROGRESS']], ['t7.test', 'URL', []], ['t8.test', 'URL', []], ['t9.test', 'URL', []],
      ['t10.test', 'URL', []], ['t11.test', 'URL', []],
    ];
    for (const [i, [content, type, moves]] of plan.entries()) {
      const asset = await ensureAsset(w.db, w.clock.now(), type, content);
      const [row] = await w.db.insert(takedowns).values({
        organizationId: w.orgs.acme.id, assetId: asset.id, brandId: i % 2 === 0 ? brandId : null, automated: i === 0,
        tasks: i === 3 ? [{ type: 'HOSTING_PROVIDER', status: 'APPROVED', takedownProvider: 'Host Inc' }] : [],
        createdAt: w.clock.now(), updatedAt: w.clock.now(),
      }).returning();
      ids[content] = row!.id;
      for (const status of moves) {
        w.clock.advance(1000);
        await changeTakedownStatus(w.db, row!.id, status as 'TODO', w.clock.now());
      }
      w.clock.advance(60_000);
    }
    await setLiveness(w.db, ids['done.test']!, 'DEAD', w.clock.now());
    const other = await ensureAsset(w.db, w.clock.now(), 'URL', 'globex-takedown.test');
    await w.db.insert(takedowns).values({ organizationId: w.orgs.globex.id, assetId: other.id, createdAt: w.clock.now(), updatedAt: w.clock.now() });
  });
  const list = (body: Record<string, unknown> = {}, key?: string) => w.call('post', '/takedowns/list', { body, ...(key ? { key } : {}) });
  const contents = (r: { json: { takedowns: { asset: { content: string } }[] } }) => r.json.takedowns.map((t) => t.asset.content);

  it('lists the organization takedowns, 10 per page by default, most recently updated first, with the full record', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.json.takedowns).toHaveLength(10);
    expect(contents(r)[0]).toBe('done.test'); // its liveness changed last
    const done = r.json.takedowns[0];
    expect(done).toMatchObject({
      id: ids['done.test'], status: 'COMPLETED', livenessStatus: 'DEAD', brandId: null, assigneeId: null, automated: false,
      startedAt: expect.any(String), completedAt: expect.any(String),
      tasks: [{ type: 'HOSTING_PROVIDER', status: 'APPROVED', retractionStatus: null, takedownProvider: 'Host Inc', submittedAt: null, retractedAt: null, externalId: null }],
      asset: { type: 'URL', content: 'done.test', status: 'UNKNOWN' },
    });
    expect(Date.parse(done.startedAt)).toBeLessThan(Date.parse(done.completedAt));
    expect(contents(r)).not.toContain('globex-takedown.test');
    const todo = (await list({ takedownStatus: ['TODO'], per_page: 100 })).json.takedowns.find((t: { asset: { content: string } }) => t.asset.content === 'todo-1.test');
    expect(todo).toMatchObject({ startedAt: null, completedAt: null, automated: true, brandId });
  });

  it('pages with an opaque next_page that neither repeats nor skips', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const r = await list({ per_page: 5, ...(next ? { next_page: next } : {}) });
      seen.push(...contents(r));
      next = r.json.next_page;
    } while (next);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect((await list({ next_page: 'garbage' })).json.issues[0].path).toEqual(['next_page']);
  });

  it.each([
    [{ takedownStatus: ['TODO', 'PENDING_INPUT'] }, (t: T) => ['TODO', 'PENDING_INPUT'].includes(t.status)],
    [{ takedownStatus: ['CANCELLED'] }, (t: T) => t.status === 'CANCELLED'],
    [{ livenessStatus: ['DEAD'] }, (t: T) => t.livenessStatus === 'DEAD'],
    [{ query: 'TODO-' }, (t: T) => t.asset.content.startsWith('todo-')],
    [{ assetTypes: ['TWITTER'] }, (t: T) => t.asset.type === 'TWITTER'],
    [{ brandIds: [1] }, (t: T) => t.brandId === 1],
  ])('filter %j keeps exactly the matching takedowns', async (filter, keep) => {
    const all = (await list({ per_page: 100 })).json.takedowns as T[];
    const r = await list({ per_page: 100, ...filter });
    expect(r.json.takedowns.map((t: T) => t.id)).toEqual(all.filter(keep).map((t) => t.id));
    expect(r.json.takedowns.length).toBeGreaterThan(0);
  });

  it('sorts by any documented key, and bounds updatedAt with startDate/endDate', async () => {
    const byStatus = await list({ per_page: 100, sorting: { key: 'takedownStatus', direction: 'asc' } });
    const statuses = byStatus.json.takedowns.map((t: T) => t.status);
    expect(statuses).toEqual([...statuses].sort());
    const last = await list({ per_page: 100, startDate: w.clock.now().toISOString() });
    expect(contents(last)).toEqual(['done.test']);
  });

  it('bad input is 400 naming the field', async () => {
    for (const [body, path] of [
      [{ per_page: 0 }, ['per_page']], [{ per_page: 101 }, ['per_page']], [{ takedownStatus: ['CANCELED'] }, ['takedownStatus', 0]],
      [{ livenessStatus: ['GONE'] }, ['livenessStatus', 0]], [{ sorting: { key: 'price' } }, ['sorting', 'key']],
    ] as const) {
      const r = await list(body);
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(path);
    }
  });

  it("another organization's key sees only its own takedowns; a slug it cannot reach is 403", async () => {
    expect(contents(await list({}, w.keys.globex))).toEqual(['globex-takedown.test']);
    expect((await list({ slug: 'acme' }, w.keys.globex)).status).toBe(403);
  });
});

interface T {
  id: number;
  status: string;
  livenessStatus: string;
  brandId: number | null;
  asset: { content: string; type: string };
}
