// GET /organization/brands, GET /organization/metrics (organization and brand level, date windows) and
// the deprecated POST /public/getOrganizationMetrics answering from the same figures, on PGlite and
// PostgreSQL. One small world of reports, reviews, takedowns and detections with known answers.
import { beforeEach, describe, expect, it } from 'vitest';
import { GetOrganizationMetricsResponse, OrganizationBrandsResponse, OrganizationMetricsResponse } from '../../src/contract';
import { brands, detections, takedowns } from '../../src/server/db/schema';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';
import { forEachDatabase } from './helpers/databases';
import { addBrand, addProposal } from './organization-fixtures';

const HOUR = 3_600_000;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let wallet: { id: number };
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
    wallet = await addBrand(w, w.orgs.acme, 'Acme Wallet', [{ kind: 'domain', target: 'acme.test' }]);
    await w.db.insert(brands).values({ organizationId: w.orgs.acme.id, name: 'Jane Doe', type: 'INDIVIDUAL', createdAt: w.clock.now() });
    await addBrand(w, w.orgs.globex, 'Globex Prime');
  });

  const review = (p: { proposalId: number; assetId: number }, body: Record<string, unknown>) =>
    w.call('post', `/organization/proposals/${p.proposalId}/review`, { body: { assetId: p.assetId, ...body } });

  /** 2025-01-15: five reports; URL approved, ADDRESS blocked elsewhere; 01-16: TWITTER approved for the brand. */
  async function world() {
    const url = await addProposal(w, { org: w.orgs.acme, content: 'phish.example' });
    const tw = await addProposal(w, { org: w.orgs.acme, type: 'TWITTER', content: 'twitter.com/acme_wallet_help' });
    const tg = await addProposal(w, { org: w.orgs.acme, type: 'TELEGRAM', content: 't.me/acme_airdrop' });
    await addProposal(w, { org: w.orgs.acme, type: 'ADDRESS', content: 'eip155:1:0x2222222222222222222222222222222222222222' });
    const parked = await addProposal(w, { org: w.orgs.acme, content: 'parked.example' });
    const theirs = await addProposal(w, { org: w.orgs.globex, content: 'globex-threat.example' });
    await putAsset(w, 'ADDRESS', 'eip155:1:0x2222222222222222222222222222222222222222', 'BLOCKED');
    w.clock.advance(HOUR);
    expect((await review(url, { decision: 'APPROVE', label: 'General Phishing' })).status).toBe(200);
    expect((await review(tg, { decision: 'REJECT', rejectReason: 'irrelevant' })).status).toBe(200);
    expect((await review(parked, { decision: 'WATCHLIST', watchlistReason: 'PARKING' })).status).toBe(200);
    expect((await w.call('post', `/organization/proposals/${theirs.proposalId}/review`, { key: w.keys.globex, body: { assetId: theirs.assetId, decision: 'APPROVE', label: 'General Phishing' } })).status).toBe(200);
    w.clock.advance(24 * HOUR);
    expect((await review(tw, { decision: 'APPROVE', label: 'Brand Impersonation', brandId: wallet.id })).status).toBe(200);
    const now = w.clock.now();
    await w.db.insert(takedowns).values([
      { organizationId: w.orgs.acme.id, assetId: tw.assetId, status: 'COMPLETED', createdAt: now, updatedAt: now },
      { organizationId: w.orgs.acme.id, assetId: url.assetId, status: 'IN_PROGRESS', createdAt: now, updatedAt: now },
    ]);
    await w.db.insert(detections).values([1, 2, 3].map(() => ({ organizationId: w.orgs.acme.id, assetId: url.assetId, source: 'CERTSTREAM', threatContent: 'phish.example', confidence: 'high', createdAt: now })));
  }

  describe('brands', () => {
    it('lists every brand of the organization with its tracked credential targets; type filter', async () => {
      const r = await w.call('get', '/organization/brands');
      expect(r.status).toBe(200);
      const parsed = OrganizationBrandsResponse.parse(r.json);
      expect(parsed.brands.map((b) => [b.name, b.type])).toEqual([['Acme Wallet', 'ORGANIZATION'], ['Jane Doe', 'INDIVIDUAL']]);
      expect(parsed.brands[0]).toMatchObject({ id: wallet.id, credentialTargets: [{ kind: 'domain', target: 'acme.test' }], brandColors: [], trademarkRegistrations: [] });
      const people = await w.call('get', '/organization/brands?type=INDIVIDUAL');
      expect(people.json.brands.map((b: { name: string }) => b.name)).toEqual(['Jane Doe']);
      expect((await w.call('get', '/organization/brands?type=PERSON')).json.issues[0].path).toEqual(['type']);
      expect((await w.call('get', '/organization/brands', { key: w.keys.globex })).json.brands.map((b: { name: string }) => b.name)).toEqual(['Globex Prime']);
      expect((await w.call('get', '/organization/brands?slug=globex', { key: w.keys.alice })).status).toBe(403);
    });
  });

  describe('metrics', () => {
    it('organization level, all time: reports, threats by kind, type and day, watchlisted, takedowns', async () => {
      await world();
      const r = await w.call('get', '/organization/metrics');
      expect(r.status).toBe(200);
      expect(OrganizationMetricsResponse.parse(r.json)).toEqual({
        metrics: {
          reports: 5, newThreats: 3, threatsWatchlisted: 1, takedownsFiled: 2, takedownsCompleted: 1,
          domainThreats: 1, twitterThreats: 1, telegramThreats: 0, otherThreats: 1,
        },
        blockedByType: [{ type: 'ADDRESS', count: 1 }, { type: 'TWITTER', count: 1 }, { type: 'URL', count: 1 }],
        blockedByDay: [{ date: '2025-01-15', count: 2 }, { date: '2025-01-16', count: 1 }],
      });
    });

    it('date windows are inclusive and filter every figure', async () => {
      await world();
      const day15 = (await w.call('get', '/organization/metrics?startDate=2025-01-15&endDate=2025-01-15')).json;
      expect(day15.metrics).toMatchObject({ reports: 5, newThreats: 2, threatsWatchlisted: 1, takedownsFiled: 0, twitterThreats: 0 });
      expect(day15.blockedByDay).toEqual([{ date: '2025-01-15', count: 2 }]);
      const day16 = (await w.call('get', '/organization/metrics?startDate=2025-01-16T00:00:00Z')).json;
      expect(day16.metrics).toMatchObject({ reports: 0, newThreats: 1, twitterThreats: 1, takedownsFiled: 2, takedownsCompleted: 1 });
      const bad = await w.call('get', '/organization/metrics?startDate=2025-13-01');
      expect(bad.status).toBe(400);
      expect(bad.json.issues[0].path).toEqual(['startDate']);
    });

    it('brand level: threats approved with the brand, their reports and takedowns; watchlisted always 0; unknown brand 404', async () => {
      await world();
      const r = await w.call('get', '/organization/metrics?brandSlug=acme-wallet');
      expect(r.status).toBe(200);
      expect(r.json.metrics).toEqual({
        reports: 1, newThreats: 1, threatsWatchlisted: 0, takedownsFiled: 1, takedownsCompleted: 1,
        domainThreats: 0, twitterThreats: 1, telegramThreats: 0, otherThreats: 0,
      });
      expect((await w.call('get', `/organization/metrics?brandSlug=${wallet.id}`)).json).toEqual(r.json);
      for (const slug of ['no-such-brand', 'globex-prime']) {
        const missing = await w.call('get', `/organization/metrics?brandSlug=${slug}`);
        expect(missing.status).toBe(404);
        expect(missing.json).toEqual({ message: 'Brand not found', code: 'NOT_FOUND' });
      }
    });

    it('the deprecated POST /public/getOrganizationMetrics answers from the same figures in its own shape', async () => {
      await world();
      const legacy = await w.call('post', '/public/getOrganizationMetrics', { body: { organizationSlug: 'acme' } });
      expect(legacy.status).toBe(200);
      expect(GetOrganizationMetricsResponse.parse(legacy.json)).toEqual({
        metrics: {
          reportsCount: 5, threatsBlockedCount: 3,
          threatsBlockedByAssetType: [{ assetType: 'ADDRESS', count: 1 }, { assetType: 'TWITTER', count: 1 }, { assetType: 'URL', count: 1 }],
          domainsBlockedCount: 1, totalTakedownsFiledCount: 2, totalTakedownsCompletedCount: 1, totalDetections: 3,
        },
      });
      const windowed = await w.call('post', '/public/getOrganizationMetrics', { body: { organizationSlug: 'acme', endDate: '2025-01-15' } });
      expect(windowed.json.metrics).toMatchObject({ threatsBlockedCount: 2, totalDetections: 0 });
      const other = await w.call('post', '/public/getOrganizationMetrics', { body: { organizationSlug: 'globex' } });
      expect(other.status).toBe(403);
      expect((await w.call('post', '/public/getOrganizationMetrics', { key: w.keys.bob, body: { organizationSlug: 'globex' } })).json.metrics.threatsBlockedCount).toBe(1);
      expect((await w.call('post', '/public/getOrganizationMetrics', { body: {} })).json.issues[0].path).toEqual(['organizationSlug']);
    });
  });
});
