import { beforeAll, describe, expect, it } from 'vitest';
import { brands, detections, proposals, reportAssets, reports, reviews, takedowns } from '../../src/server/db/schema';
import { ensureAsset } from '../../src/server/domain/assets';
import { changeTakedownStatus } from '../../src/server/domain/takedowns';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

const DAY1 = new Date('2025-01-10T12:00:00.000Z');
const DAY2 = new Date('2025-01-11T12:00:00.000Z');
const EARLY = new Date('2025-01-01T00:00:00.000Z');

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let brand1: number;
  let brand2: number;
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    const acme = w.orgs.acme.id;
    brand1 = (await w.db.insert(brands).values({ organizationId: acme, name: 'Acme Wallet', createdAt: DAY1 }).returning())[0]!.id;
    brand2 = (await w.db.insert(brands).values({ organizationId: acme, name: 'Acme Pay', createdAt: DAY1 }).returning())[0]!.id;
    const asset = (type: string, content: string) => ensureAsset(w.db, DAY1, type, content);
    const a = await asset('URL', 'a-phish.test');
    const b = await asset('URL', 'b-phish.test');
    const tw = await asset('TWITTER', 'twitter.com/fake_acme');
    const tg = await asset('TELEGRAM', 't.me/fake_acme');
    const addr = await asset('ADDRESS', 'eip155:1:0xabc0000000000000000000000000000000000001');
    const pending = await asset('URL', 'pending.test');
    const approve = async (assetId: number, at: Date, brandId: number | null, organizationId = acme) => {
      const [p] = await w.db.insert(proposals).values({ assetId, organizationId, status: 'APPROVED', createdAt: EARLY, resolvedAt: at }).returning();
      await w.db.insert(reviews).values({ proposalId: p!.id, organizationId, decision: 'APPROVE', label: 'Brand Impersonation', brandId, createdAt: at });
    };
    await approve(a.id, DAY1, brand1);
    await approve(tw.id, DAY1, null);
    await approve(b.id, DAY2, brand2);
    await approve(tg.id, DAY2, null);
    await approve(addr.id, DAY2, null);
    await approve(pending.id, DAY2, null, w.orgs.globex.id); // another organization's threat
    const [open] = await w.db.insert(proposals).values({ assetId: pending.id, organizationId: acme, createdAt: DAY1 }).returning();
    const [watch] = await w.db.insert(proposals).values({ assetId: pending.id, organizationId: acme, requestedStatus: 'ALLOWED', status: 'REJECTED', createdAt: DAY1 }).returning();
    await w.db.insert(reviews).values({ proposalId: watch!.id, organizationId: acme, decision: 'REJECT', watchlisted: true, watchlistReason: 'DEAD', createdAt: DAY2 });
    void open;
    // First reports: a-phish by acme itself, twitter by someone else, b-phish detected before any report.
    const report = async (organizationId: number | null, own: boolean, at: Date, assetIds: number[]) => {
      const [r] = await w.db.insert(reports).values({ organizationId, customerSubmitted: own, createdAt: at }).returning();
      for (const assetId of assetIds) await w.db.insert(reportAssets).values({ reportId: r!.id, assetId, requestedStatus: 'BLOCKED' });
    };
    await report(acme, true, EARLY, [a.id]);
    await report(w.orgs.globex.id, true, EARLY, [tw.id]);
    await report(acme, false, DAY2, [b.id]);
    await w.db.insert(detections).values([
      { organizationId: acme, assetId: b.id, source: 'DNS_TWIST', threatContent: 'b-phish.test', confidence: 'high', createdAt: EARLY },
      { organizationId: acme, assetId: a.id, source: 'GOOGLE_SEARCH', threatContent: 'a-phish.test', confidence: 'low', createdAt: DAY1 },
      { organizationId: acme, assetId: a.id, source: 'GOOGLE_SEARCH', threatContent: 'a-phish.test', confidence: 'low', createdAt: DAY2 },
    ]);
    const [t1] = await w.db.insert(takedowns).values({ organizationId: acme, assetId: a.id, brandId: brand1, createdAt: DAY1, updatedAt: DAY1 }).returning();
    await w.db.insert(takedowns).values({ organizationId: acme, assetId: b.id, createdAt: DAY2, updatedAt: DAY2 });
    await changeTakedownStatus(w.db, t1!.id, 'COMPLETED', DAY2);
  });
  const post = (op: string, body: Record<string, unknown> = {}) => w.call('post', `/metrics/${op}`, { body: { slug: 'acme', ...body } });

  describe('summary', () => {
    it('counts every metric from stored rows, all time', async () => {
      const r = await post('summary');
      expect(r.status).toBe(200);
      expect(r.json).toEqual({
        organization: { id: w.orgs.acme.id, slug: 'acme', name: 'Acme Corp' },
        range: { startDate: null, endDate: null },
        metrics: { reports: 2, newThreats: 5, threatsWatchlisted: 1, takedownsFiled: 2, takedownsCompleted: 1, domainThreats: 2, twitterThreats: 1, telegramThreats: 1, otherThreats: 1 },
        blockedByType: [{ type: 'ADDRESS', count: 1 }, { type: 'TELEGRAM', count: 1 }, { type: 'TWITTER', count: 1 }, { type: 'URL', count: 2 }],
        blockedByBrand: [{ brandId: brand1, brandName: 'Acme Wallet', count: 1 }, { brandId: brand2, brandName: 'Acme Pay', count: 1 }],
      });
    });

    it('a range is inclusive (a bare end date covers its day); brandIds narrow threats and takedowns', async () => {
      const day2 = await post('summary', { startDate: '2025-01-11', endDate: '2025-01-11' });
      expect(day2.json.metrics).toMatchObject({ reports: 1, newThreats: 3, threatsWatchlisted: 1, takedownsFiled: 1, takedownsCompleted: 1 });
      const branded = await post('summary', { brandIds: [brand1] });
      expect(branded.json.metrics).toMatchObject({ newThreats: 1, domainThreats: 1, takedownsFiled: 1, takedownsCompleted: 1 });
    });

    it('bad input is 400 naming the field', async () => {
      expect((await post('summary', { startDate: '2025-01-12', endDate: '2025-01-11' })).json.issues[0].path).toEqual(['endDate']);
      expect((await post('summary', { startDate: '12/01/2025' })).json.issues[0].path).toEqual(['startDate']);
      expect((await post('summary', { brandIds: [0] })).json.issues[0].path).toEqual(['brandIds', 0]);
      expect((await w.call('post', '/metrics/summary', { body: {} })).json.issues[0].path).toEqual(['slug']);
      expect((await w.call('post', '/metrics/summary', { key: w.keys.globex, body: { slug: 'acme' } })).status).toBe(403);
    });
  });

  describe('breakdown', () => {
    it.each([
      ['day', [['2025-01-10', '2025-01-10', 2], ['2025-01-11', '2025-01-11', 3]]],
      ['type', [['ADDRESS', 'ADDRESS', 1], ['TELEGRAM', 'TELEGRAM', 1], ['TWITTER', 'TWITTER', 1], ['URL', 'URL', 2]]],
    ])('by %s', async (axis, buckets) => {
      const r = await post('breakdown', { axis });
      expect(r.json.buckets).toEqual(buckets.map(([key, label, count]) => ({ key, label, count })));
      expect(r.json.total).toBe(5);
    });

    it('by brand, labelled with brand names; axis is required', async () => {
      const r = await post('breakdown', { axis: 'brand' });
      expect(r.json.buckets).toEqual([{ key: String(brand1), label: 'Acme Wallet', count: 1 }, { key: String(brand2), label: 'Acme Pay', count: 1 }]);
      expect((await post('breakdown', {})).json.issues[0].path).toEqual(['axis']);
      expect((await post('breakdown', { axis: 'week' })).json.issues[0].path).toEqual(['axis']);
    });
  });

  it('found counts distinct detected assets in the range', async () => {
    expect((await post('found')).json).toEqual({ found: 2, range: { startDate: null, endDate: null } });
    expect((await post('found', { startDate: '2025-01-10' })).json.found).toBe(1);
  });

  it('blocked by first report source: the earliest detection or report of each threat', async () => {
    const r = await post('blocked-by-first-report-source');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      range: { startDate: null, endDate: null },
      sources: [{ source: 'UNKNOWN', count: 2 }, { source: 'COMMUNITY_REPORT', count: 1 }, { source: 'DNS_TWIST', count: 1 }, { source: 'ORGANIZATION_REPORT', count: 1 }],
      total: 5,
    });
    const day1 = await post('blocked-by-first-report-source', { endDate: '2025-01-10' });
    expect(day1.json.total).toBe(2);
  });
});
