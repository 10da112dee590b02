import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, legitimacyRules, proposals, reportAssets, reports } from '../../src/server/db/schema';
import { countAll } from '../../src/server/db/sql';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  const RATE = 20;
  beforeAll(async () => {
    w = await makeWorld(getDatabase(), { limits: { reportsPerWindow: RATE, reportWindowMs: 3_600_000 } });
    await putAsset(w, 'URL', 'already-blocked.com', 'BLOCKED');
    await w.db.insert(legitimacyRules).values({ organizationId: null, kind: 'popular_domain', pattern: 'google.com', createdAt: w.clock.now() });
  });
  const create = (body: unknown, key?: string) => w.call('post', '/report/create', { body, ...(key ? { key } : {}) });
  const counts = async () => ({
    reports: (await w.db.select({ n: countAll() }).from(reports))[0]!.n,
    reportAssets: (await w.db.select({ n: countAll() }).from(reportAssets))[0]!.n,
    proposals: (await w.db.select({ n: countAll() }).from(proposals))[0]!.n,
    assets: (await w.db.select({ n: countAll() }).from(assets))[0]!.n,
  });

  describe('create', () => {
    it("creates a report on the key's organization with one pending proposal per asset", async () => {
      const r = await create({ assets: [{ content: 'https://fake-acme-login.com/' }, { content: 'eip155:1:0xdef0000000000000000000000000000000000002', reporterConfidence: 'HIGH' }], title: 'Phishing kit' });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ id: expect.any(Number), createdAt: w.clock.now().toISOString(), organization: { id: w.orgs.acme.id, slug: 'acme', name: 'Acme Corp' } });
      const ps = await w.db.select().from(proposals).where(eq(proposals.reportId, r.json.id));
      expect(ps).toHaveLength(2);
      expect(ps.every((p) => p.status === 'PENDING' && p.requestedStatus === 'BLOCKED' && p.sourcedByOrg)).toBe(true);
    });

    it('a user key without organizationSlug files a report without organization and without proposals', async () => {
      const r = await create({ assets: [{ content: 'orgless-report.com' }] }, w.keys.bob);
      expect(r.status).toBe(200);
      expect(r.json.organization).toBeNull();
      expect(await w.db.select().from(proposals).where(eq(proposals.reportId, r.json.id))).toEqual([]);
    });

    it('a report to an organization from a non-member is not customer-submitted', async () => {
      const r = await create({ assets: [{ content: 'outside-report.com' }], organizationSlug: 'globex' }, w.keys.alice);
      expect(r.status).toBe(403);
      const ok = await create({ assets: [{ content: 'outside-report.com' }], organizationSlug: 'globex' }, w.keys.bob);
      expect(ok.status).toBe(200);
      const [p] = await w.db.select().from(proposals).where(eq(proposals.reportId, ok.json.id));
      expect(p!.sourcedByOrg).toBe(true);
    });
  });

  describe('422: all assets valid or nothing written', () => {
    it.each([
      ['INVALID_FORMAT', [{ content: 'valid-one.com' }, { content: 'not a url at all' }], 'Report creation failed: 1 of 2 assets are invalid'],
      ['DUPLICATE_ASSETS', [{ content: 'dupe.com' }, { content: 'https://DUPE.com/' }], 'Report creation failed: 1 duplicate asset found'],
      ['ASSET_ALREADY_CORRECT', [{ content: 'already-blocked.com' }], 'Report creation failed: 1 of 1 assets are invalid'],
      ['DOMAIN_NOT_ALLOWED', [{ content: 'https://mail.google.com/' }, { content: 'fine-two.com' }], 'Report creation failed: 1 of 2 assets are invalid'],
      ['VALIDATION_ERROR', [{ content: 'asks-unknown.com', status: 'UNKNOWN' }], 'Report creation failed: 1 of 1 assets are invalid'],
    ])('%s', async (errorType, list, message) => {
      const before = await counts();
      const r = await create({ assets: list });
      expect(r.status).toBe(422);
      expect(r.json).toMatchObject({ message, code: 'UNPROCESSABLE_CONTENT' });
      expect(r.json.data.errors).toHaveLength(1);
      expect(r.json.data.errors[0]).toEqual({ asset: expect.any(String), errorType, message: expect.any(String), suggestion: expect.any(String) });
      expect(await counts()).toEqual(before);
    });

    it('ALREADY_PENDING_REVIEW when the organization already has a pending proposal for that status', async () => {
      expect((await create({ assets: [{ content: 'pending-one.com' }] })).status).toBe(200);
      const r = await create({ assets: [{ content: 'pending-one.com' }] });
      expect(r.status).toBe(422);
      expect(r.json.data.errors[0].errorType).toBe('ALREADY_PENDING_REVIEW');
    });

    it('REPORT_ALREADY_EXISTS: one report per email address per asset (user key email)', async () => {
      expect((await create({ assets: [{ content: 'email-once.com' }] }, w.keys.bob)).status).toBe(200);
      const again = await create({ assets: [{ content: 'email-once.com' }, { content: 'email-other.com' }] }, w.keys.bob);
      expect(again.status).toBe(422);
      expect(again.json.data.errors).toEqual([expect.objectContaining({ asset: 'email-once.com', errorType: 'REPORT_ALREADY_EXISTS' })]);
      expect(await w.db.select().from(assets).where(eq(assets.content, 'email-other.com'))).toEqual([]);
      // Another reporter may still report it.
      expect((await create({ assets: [{ content: 'email-once.com' }] }, w.keys.nobody)).status).toBe(200);
    });

    it('REPORT_ALREADY_EXISTS: an organization key is identified by an email contactInfo', async () => {
      expect((await create({ assets: [{ content: 'contact-once.com' }], contactInfo: 'Reporter@Example.test' }, w.keys.globex)).status).toBe(200);
      await w.db.update(proposals).set({ status: 'REJECTED' });
      const again = await create({ assets: [{ content: 'contact-once.com' }], contactInfo: 'reporter@example.test' }, w.keys.globex);
      expect(again.json.data.errors[0].errorType).toBe('REPORT_ALREADY_EXISTS');
    });

    it('reports every failing asset in one envelope', async () => {
      const r = await create({ assets: [{ content: 'bad one' }, { content: 'already-blocked.com' }, { content: 'ok-one.com' }] });
      expect(r.json.message).toBe('Report creation failed: 2 of 3 assets are invalid');
      expect(r.json.data.errors.map((e: { errorType: string }) => e.errorType)).toEqual(['INVALID_FORMAT', 'ASSET_ALREADY_CORRECT']);
    });
  });

  describe('concurrency', () => {
    it('one report per email per asset holds under 10 parallel identical reports', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => create({ assets: [{ content: 'race-asset.com' }] }, w.keys.alice)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.status).toBe(422);
        expect(['REPORT_ALREADY_EXISTS', 'ALREADY_PENDING_REVIEW']).toContain(r.json.data.errors[0].errorType);
      }
    });

    it(`rate limit: of 50 parallel reports from one key exactly ${RATE} pass, the rest are 429; a new window resets it`, async () => {
      w.clock.advance(3_600_000);
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => create({ assets: [{ content: `rate-${i}.com` }] }, w.keys.globex)));
      const ok = results.filter((r) => r.status === 200);
      const limited = results.filter((r) => r.status === 429);
      expect(ok).toHaveLength(RATE);
      expect(limited).toHaveLength(50 - RATE);
      expect(limited[0]!.json.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      const contents = results.map((_, i) => `rate-${i}.com`);
      const created = await w.db.select().from(assets).where(inArray(assets.content, contents));
      expect(created).toHaveLength(RATE);
      // Another key has its own budget.
      expect((await create({ assets: [{ content: 'other-key.com' }] }, w.keys.acme)).status).toBe(200);
      w.clock.advance(3_600_000);
      expect((await create({ assets: [{ content: 'next-window.com' }] }, w.keys.globex)).status).toBe(200);
    });
  });

  describe('search', () => {
    it("finds the organization's reports by asset content, newest first, filtered by customerSubmitted", async () => {
      const a = await create({ assets: [{ content: 'searched-a.com' }, { content: 'searched-b.com' }] });
      const b = await create({ assets: [{ content: 'searched-c.com' }], organizationSlug: 'acme' }, w.keys.bob);
      const r = await w.call('post', '/reports/search', { body: { contents: ['https://searched-a.com/', 'searched-c.com'] } });
      expect(r.status).toBe(200);
      expect(r.json.reports.map((x: { id: number }) => x.id)).toEqual([b.json.id, a.json.id]);
      expect(r.json.reports[1].assets.map((x: { content: string }) => x.content).sort()).toEqual(['searched-a.com', 'searched-b.com']);
      const other = await w.call('post', '/reports/search', { key: w.keys.globex, body: { contents: ['searched-a.com'] } });
      expect(other.json.reports).toEqual([]);
      const notCustomer = await w.call('post', '/reports/search', { body: { contents: ['searched-a.com'], customerSubmitted: false } });
      expect(notCustomer.json.reports).toEqual([]);
    });
  });
});
