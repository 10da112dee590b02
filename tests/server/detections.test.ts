import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, assetChangelog, detections, proposals } from '../../src/server/db/schema';
import { countAll } from '../../src/server/db/sql';
import { ensureAsset } from '../../src/server/domain/assets';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';

const SOURCES = ['DNS_TWIST', 'CERTSTREAM', 'GOOGLE_SEARCH', 'EXTERNAL'] as const;
const CONFIDENCES = ['none', 'low', 'medium', 'high'] as const;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  const list = (body: Record<string, unknown>, key?: string) => w.call('post', '/detection/list', { body: { slug: 'acme', ...body }, ...(key ? { key } : {}) });
  /** Inserts n detections for acme with a spread of sources, confidences, asset types and statuses. */
  async function addDetections(n: number, prefix: string) {
    const now = w.clock.now();
    for (let i = 0; i < n; i++) {
      const type = i % 5 === 0 ? 'EMAIL' : 'URL';
      const content = type === 'EMAIL' ? `${prefix}-${i}@scam.test` : `${prefix}-${i}.scam.test`;
      const asset = i % 7 === 0 ? await putAsset(w, type, content, 'BLOCKED') : await ensureAsset(w.db, now, type, content);
      await w.db.insert(detections).values({
        organizationId: w.orgs.acme.id, assetId: asset.id, source: SOURCES[i % SOURCES.length]!, threatContent: content,
        confidence: CONFIDENCES[i % CONFIDENCES.length]!, createdAt: new Date(now.getTime() + i * 60_000),
      });
    }
  }
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    await addDetections(40, 'base');
    const other = await ensureAsset(w.db, w.clock.now(), 'URL', 'globex-only.test');
    await w.db.insert(detections).values({ organizationId: w.orgs.globex.id, assetId: other.id, source: 'DNS_TWIST', threatContent: 'base-globex', confidence: 'high', createdAt: w.clock.now() });
  });

  describe('list', () => {
    it('answers newest first (createdAt, then id, descending) with the default limit of 50 and the full record', async () => {
      const r = await list({});
      expect(r.status).toBe(200);
      expect(r.json.detections).toHaveLength(40);
      const ids = r.json.detections.map((d: { id: number }) => d.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      expect(r.json.nextCursor).toBeNull();
      const d = r.json.detections[0];
      expect(d).toEqual({
        id: expect.any(Number), threatContent: 'base-39.scam.test', source: 'EXTERNAL', createdAt: expect.any(String),
        confidence: 'high', reportStatus: 'NOT_REPORTED', asset: { id: expect.any(Number), type: 'URL', content: 'base-39.scam.test', status: 'UNKNOWN' },
      });
      expect(r.json.detections.some((x: { threatContent: string }) => x.threatContent === 'base-globex')).toBe(false);
    });

    it('limit is 1..100; outside is 400 naming limit and nothing else changes', async () => {
      for (const limit of [0, 101, 2.5]) {
        const r = await list({ limit });
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual(['limit']);
      }
      expect((await list({ limit: 1 })).json.detections).toHaveLength(1);
      expect((await list({ limit: 100 })).json.detections).toHaveLength(40);
    });

    it.each([
      ['source', 'in', ['DNS_TWIST'], (d: Det) => d.source === 'DNS_TWIST'],
      ['source', 'notIn', ['DNS_TWIST', 'CERTSTREAM'], (d: Det) => !['DNS_TWIST', 'CERTSTREAM'].includes(d.source)],
      ['confidence', 'in', ['high', 'low'], (d: Det) => ['high', 'low'].includes(d.confidence)],
      ['confidence', 'notIn', ['none'], (d: Det) => d.confidence !== 'none'],
      ['assetStatus', 'in', ['BLOCKED'], (d: Det) => d.asset.status === 'BLOCKED'],
      ['assetStatus', 'notIn', ['BLOCKED'], (d: Det) => d.asset.status !== 'BLOCKED'],
      ['assetType', 'in', ['EMAIL'], (d: Det) => d.asset.type === 'EMAIL'],
      ['assetType', 'notIn', ['EMAIL'], (d: Det) => d.asset.type !== 'EMAIL'],
    ])('filter %s %s %j keeps exactly the matching rows', async (property, operator, value, keep) => {
      const all = (await list({ limit: 100 })).json.detections as Det[];
      const r = await list({ limit: 100, filters: [{ property, operator, value }] });
      expect(r.status).toBe(200);
      expect(r.json.detections.map((d: Det) => d.id)).toEqual(all.filter(keep).map((d) => d.id));
      expect(r.json.detections.length).toBeGreaterThan(0);
    });

    it('filters combine with AND; `in` with no values matches nothing, `notIn` with none matches all', async () => {
      const r = await list({ limit: 100, filters: [{ property: 'source', operator: 'in', value: ['DNS_TWIST'] }, { property: 'assetType', operator: 'in', value: ['EMAIL'] }] });
      expect(r.json.detections.every((d: Det) => d.source === 'DNS_TWIST' && d.asset.type === 'EMAIL')).toBe(true);
      expect(r.json.detections.length).toBeGreaterThan(0);
      expect((await list({ filters: [{ property: 'source', operator: 'in', value: [] }] })).json.detections).toEqual([]);
      expect((await list({ limit: 100, filters: [{ property: 'source', operator: 'notIn', value: [] }] })).json.detections).toHaveLength(40);
    });

    it('a value outside the property set, an unknown property or operator is 400 naming the field', async () => {
      const bad = [
        [{ property: 'source', operator: 'in', value: ['NOPE'] }, ['filters', 0, 'value', 0]],
        [{ property: 'confidence', operator: 'in', value: ['HIGH'] }, ['filters', 0, 'value', 0]],
        [{ property: 'color', operator: 'in', value: ['x'] }, ['filters', 0, 'property']],
        [{ property: 'source', operator: 'eq', value: ['DNS_TWIST'] }, ['filters', 0, 'operator']],
      ] as const;
      for (const [filter, path] of bad) {
        const r = await list({ filters: [filter] });
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual(path);
      }
    });

    it('query is a case-insensitive substring of the threat content; % and _ are literal', async () => {
      const r = await list({ limit: 100, query: 'BASE-1' });
      const contents = r.json.detections.map((d: Det) => d.threatContent);
      expect(contents.length).toBe(11); // base-1, base-10..19
      expect(contents.every((c: string) => c.startsWith('base-1'))).toBe(true);
      expect((await list({ query: '%' })).json.detections).toEqual([]);
      expect((await list({ query: 'base_1' })).json.detections).toEqual([]);
    });

    it('startDate and endDate bound createdAt (instants inclusive, a bare end date covers its day)', async () => {
      const t0 = w.clock.now().getTime();
      const at = (min: number) => new Date(t0 + min * 60_000).toISOString();
      const r = await list({ limit: 100, startDate: at(10), endDate: at(19) });
      expect(r.json.detections.map((d: Det) => d.createdAt)).toEqual(Array.from({ length: 10 }, (_, i) => at(19 - i)));
      const day = at(0).slice(0, 10);
      expect((await list({ limit: 100, startDate: day, endDate: day })).json.detections.length).toBe(40);
      const bad = await list({ startDate: at(10), endDate: at(5) });
      expect(bad.status).toBe(400);
      expect(bad.json.issues[0].path).toEqual(['endDate']);
      expect((await list({ startDate: 'yesterday' })).json.issues[0].path).toEqual(['startDate']);
    });

    it('the cursor neither repeats nor skips a row while new detections arrive between pages', async () => {
      const seen: number[] = [];
      const before = (await list({ limit: 100 })).json.detections.map((d: Det) => d.id) as number[];
      let r = await list({ limit: 7 });
      let round = 0;
      for (;;) {
        seen.push(...r.json.detections.map((d: Det) => d.id));
        if (r.json.nextCursor === null) break;
        expect(r.json.nextCursor).toBe(r.json.detections.at(-1).id);
        w.clock.advance(3_600_000);
        await addDetections(3, `arrival-${round++}`); // new rows land between two pages
        r = await list({ limit: 7, cursor: r.json.nextCursor });
      }
      expect(seen).toEqual(before);
      const fresh = (await list({ limit: 100, query: 'arrival-' })).json.detections;
      expect(fresh.length).toBe(3 * round);
      expect((await list({ limit: 3 * round })).json.detections.map((d: Det) => d.id)).toEqual(fresh.map((d: Det) => d.id)); // newest first
    });

    it('rows with the same createdAt are ordered by id and paged one by one without loss', async () => {
      const at = new Date(w.clock.now().getTime() + 86_400_000);
      const asset = await ensureAsset(w.db, at, 'URL', 'same-time.test');
      const rows = await w.db.insert(detections).values(Array.from({ length: 5 }, () => ({ organizationId: w.orgs.acme.id, assetId: asset.id, source: 'DNS_TWIST', threatContent: 'same-time.test', confidence: 'low', createdAt: at }))).returning();
      const ids: number[] = [];
      let cursor: number | undefined;
      do {
        const r = await list({ limit: 1, query: 'same-time', ...(cursor ? { cursor } : {}) });
        ids.push(...r.json.detections.map((d: Det) => d.id));
        cursor = r.json.nextCursor ?? undefined;
      } while (cursor);
      expect(ids).toEqual(rows.map((x) => x.id).reverse());
    });

    it('a backdated arrival never makes an existing row repeat or go missing', async () => {
      const before = (await list({ limit: 100, query: 'base-' })).json.detections.map((d: Det) => d.id) as number[];
      const first = await list({ limit: 20, query: 'base-' });
      const asset = await ensureAsset(w.db, w.clock.now(), 'URL', 'base-late.test');
      await w.db.insert(detections).values({ organizationId: w.orgs.acme.id, assetId: asset.id, source: 'EXTERNAL', threatContent: 'base-late.test', confidence: 'low', createdAt: new Date('2020-01-01T00:00:00Z') });
      const rest = await list({ limit: 100, query: 'base-', cursor: first.json.nextCursor });
      const seen = [...first.json.detections, ...rest.json.detections].map((d: Det) => d.id);
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
      expect(new Set(seen).size).toBe(seen.length);
      expect(rest.json.detections.at(-1).threatContent).toBe('base-late.test'); // it sorts where its time puts it
    });

    it('a cursor pointing at a detection of another organization is 400 naming cursor', async () => {
      const [globex] = await w.db.select().from(detections).where(eq(detections.organizationId, w.orgs.globex.id));
      expect((await list({ cursor: globex!.id })).json.issues[0].path).toEqual(['cursor']);
    });

    it('a cursor that is not a positive integer is 400 naming cursor', async () => {
      for (const cursor of [0, -3, 1.5]) expect((await list({ cursor })).json.issues[0].path).toEqual(['cursor']);
      expect((await list({ cursor: 'abc' })).json.issues[0].path).toEqual(['cursor']);
    });

    it('slug is required and must be reachable by the key', async () => {
      const missing = await w.call('post', '/detection/list', { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.json.issues[0].path).toEqual(['slug']);
      expect((await list({}, w.keys.globex)).json).toEqual({ message: 'API key does not have access to this organization', code: 'FORBIDDEN' });
      expect((await list({}, w.keys.bob)).status).toBe(200);
      expect((await w.call('post', '/detection/list', { key: w.keys.bob, body: { slug: 'globex' } })).json.detections).toHaveLength(1);
    });
  });

  describe('threats list', () => {
    let blockedAt = '';
    beforeAll(async () => {
      blockedAt = w.clock.now().toISOString();
      for (const [content, days] of [['threat-a.test', 0], ['threat-b.test', 0], ['threat-old.test', 5]] as const) {
        const asset = await putAsset(w, 'URL', content, 'BLOCKED');
        await w.db.update(assetChangelog).set({ updatedAt: new Date(w.clock.now().getTime() - days * 86_400_000) }).where(eq(assetChangelog.assetId, asset.id));
        await w.db.insert(proposals).values({ assetId: asset.id, organizationId: w.orgs.acme.id, status: 'APPROVED', createdAt: w.clock.now(), resolvedAt: w.clock.now() });
      }
      const globexOnly = await putAsset(w, 'URL', 'threat-globex.test', 'BLOCKED');
      await w.db.insert(proposals).values({ assetId: globexOnly.id, organizationId: w.orgs.globex.id, status: 'APPROVED', createdAt: w.clock.now() });
    });
    const threats = (body: Record<string, unknown> = {}) => w.call('post', '/threats/list', { body });

    it("lists the organization's blocked threats in the default one-day window, ascending by id", async () => {
      const r = await threats();
      expect(r.status).toBe(200);
      expect(r.json.threats.map((t: { content: string }) => t.content)).toEqual(['threat-a.test', 'threat-b.test']);
      expect(r.json.threats[0]).toEqual({ id: expect.any(Number), content: 'threat-a.test', type: 'URL', blockedAt });
      expect(r.json.next_page).toBeNull();
    });

    it('a wider window, a query, sorting and pages', async () => {
      const start = new Date(w.clock.now().getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
      const all = await threats({ startDate: start, sorting: [{ key: 'content', direction: 'desc' }] });
      expect(all.json.threats.map((t: { content: string }) => t.content)).toEqual(['threat-old.test', 'threat-b.test', 'threat-a.test']);
      expect((await threats({ startDate: start, query: 'OLD' })).json.threats).toHaveLength(1);
      const p1 = await threats({ startDate: start, per_page: 2 });
      expect(p1.json.next_page).toBe('2');
      const p2 = await threats({ startDate: start, per_page: 2, next_page: '2' });
      expect(p2.json.threats.map((t: { content: string }) => t.content)).toEqual(['threat-old.test']);
      expect(p2.json.next_page).toBeNull();
      expect((await threats({ next_page: '0' })).json.issues[0].path).toEqual(['next_page']);
      expect((await threats({ per_page: 101 })).json.issues[0].path).toEqual(['per_page']);
    });
  });

  it('reading writes nothing', async () => {
    const [before] = await w.db.select({ n: countAll() }).from(assets);
    await list({ query: 'x' });
    const [after] = await w.db.select({ n: countAll() }).from(assets);
    expect(after!.n).toBe(before!.n);
  });
});

interface Det {
  id: number;
  source: string;
  confidence: string;
  threatContent: string;
  createdAt: string;
  asset: { status: string; type: string };
}
