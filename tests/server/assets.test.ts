import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetChangelog, assets, detections, disputes, legitimacyRules, organizationAssets, scans } from '../../src/server/db/schema';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  const callbacks: { url: string; body: unknown }[] = [];
  beforeAll(async () => {
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      callbacks.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response('ok');
    }) as typeof globalThis.fetch;
    w = await makeWorld(getDatabase(), { fetch });
    await putAsset(w, 'URL', 'scam-site.com', 'BLOCKED');
    await putAsset(w, 'URL', 'good-site.com', 'ALLOWED');
    await putAsset(w, 'ADDRESS', 'eip155:1:0xabc0000000000000000000000000000000000001', 'BLOCKED');
  });

  describe('check', () => {
    const check = (type: string, content: string) => w.call('post', '/asset/check', { body: { type, content } });

    it('answers the stored status, normalizing the content like parse does', async () => {
      expect((await check('URL', 'scam-site.com')).json).toEqual({ status: 'BLOCKED', reason: 'reported' });
      expect((await check('URL', 'https://SCAM-site.com/')).json).toEqual({ status: 'BLOCKED', reason: 'reported' });
      expect((await check('URL', 'good-site.com')).json).toEqual({ status: 'ALLOWED' });
      expect((await check('URL', 'never-seen.com')).json).toEqual({ status: 'UNKNOWN' });
      expect((await check('ADDRESS', '0xABC0000000000000000000000000000000000001')).json.status).toBe('BLOCKED');
    });

    it('a blocked domain blocks its subdomains and pages', async () => {
      expect((await check('URL', 'https://login.secure.scam-site.com/wallet?x=1')).json).toEqual({ status: 'BLOCKED', reason: 'reported' });
      expect((await check('PAGE', 'https://scam-site.com/some/page')).json.status).toBe('BLOCKED');
      expect((await check('URL', 'notscam-site.com')).json.status).toBe('UNKNOWN');
    });
  });

  describe('list and changelog', () => {
    it('lists by type and status in cursor pages that neither repeat nor skip', async () => {
      for (let i = 0; i < 5; i++) await putAsset(w, 'URL', `listed-${i}.com`, 'BLOCKED');
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const r = await w.call('post', '/asset/list', { body: { type: 'URL', status: 'BLOCKED', per_page: 2, ...(next ? { next_page: next } : {}) } });
        expect(r.status).toBe(200);
        expect(r.json.assets.length).toBeLessThanOrEqual(2);
        seen.push(...r.json.assets.map((a: { content: string }) => a.content));
        next = r.json.next_page;
      } while (next);
      expect(seen).toEqual(['scam-site.com', 'listed-0.com', 'listed-1.com', 'listed-2.com', 'listed-3.com', 'listed-4.com']);
    });

    it('filters the list by a YYYY-MM-DD window of updatedAt', async () => {
      const today = w.clock.now().toISOString().slice(0, 10);
      const inWindow = await w.call('post', '/asset/list', { body: { type: 'URL', status: 'ALLOWED', startDate: today, endDate: today } });
      expect(inWindow.json.assets.map((a: { content: string }) => a.content)).toEqual(['good-site.com']);
      const before = await w.call('post', '/asset/list', { body: { type: 'URL', status: 'ALLOWED', startDate: '2020-01-01', endDate: '2020-01-02' } });
      expect(before.json.assets).toEqual([]);
    });

    it('returns changelog entries with filters, newest first', async () => {
      w.clock.advance(86_400_000 * 2);
      await putAsset(w, 'URL', 'scam-site.com', 'ALLOWED');
      const all = await w.call('post', '/asset/changelog', { body: { type: 'URL', content: 'scam-site.com' } });
      expect(all.json.changelog.map((e: { fromStatus: string; toStatus: string }) => `${e.fromStatus}>${e.toStatus}`)).toEqual(['BLOCKED>ALLOWED', 'UNKNOWN>BLOCKED']);
      const day = w.clock.now().toISOString().slice(0, 10);
      const recent = await w.call('post', '/asset/changelog', { body: { startDate: day, endDate: day } });
      expect(recent.json.changelog).toHaveLength(1);
      expect(recent.json.changelog[0]).toMatchObject({ content: 'scam-site.com', type: 'URL', toStatus: 'ALLOWED', updatedAt: w.clock.now().toISOString() });
      const toBlocked = await w.call('post', '/asset/changelog', { body: { toStatus: 'BLOCKED', fromStatus: 'UNKNOWN', type: 'ADDRESS' } });
      expect(toBlocked.json.changelog).toHaveLength(1);
      await putAsset(w, 'URL', 'scam-site.com', 'BLOCKED');
    });
  });

  describe('search, details, parse', () => {
    it('finds an asset by content or id with its reports, and 404s for an unknown one', async () => {
      const created = await w.call('post', '/report/create', { body: { assets: [{ content: 'searchable-scam.com' }], title: 'Fake shop' } });
      expect(created.status).toBe(200);
      const r = await w.call('post', '/asset/search', { body: { content: 'https://searchable-scam.com/' } });
      expect(r.status).toBe(200);
      expect(r.json.asset).toMatchObject({ type: 'URL', content: 'searchable-scam.com', status: 'UNKNOWN', watchStatus: 'DISABLED' });
      expect(r.json.reports).toEqual([{ id: created.json.id, title: 'Fake shop', status: 'TODO', createdAt: created.json.createdAt }]);
      expect(r.json.takedown).toBeNull();
      const byId = await w.call('post', '/asset/search', { body: { assetId: r.json.asset.id } });
      expect(byId.json.asset.content).toBe('searchable-scam.com');
      // Another organization sees the asset but not acme's report.
      expect((await w.call('post', '/asset/search', { key: w.keys.globex, body: { assetId: r.json.asset.id } })).json.reports).toEqual([]);
      expect((await w.call('post', '/asset/search', { body: { content: 'nothing-here.com' } })).status).toBe(404);
    });

    it('blocked assets name the Palisade blocklist in blockedBy', async () => {
      const r = await w.call('post', '/asset/search', { body: { content: 'scam-site.com' } });
      expect(r.json.blockedBy).toEqual([{ consumer: 'palisade', name: 'Palisade blocklist', consumedAt: expect.any(String) }]);
    });

    it('details answers the asset or 404 (deprecated operation)', async () => {
      const r = await w.call('post', '/asset/details', { body: { type: 'URL', content: 'good-site.com' } });
      expect(r.json.asset).toMatchObject({ type: 'URL', content: 'good-site.com', status: 'ALLOWED' });
      expect((await w.call('post', '/asset/details', { body: { type: 'URL', content: 'nope-nope.com' } })).status).toBe(404);
    });

    it('parse answers a parsed asset, or null', async () => {
      const r = await w.call('post', '/asset/parse', { body: { content: 'https://Example.com/path' } });
      expect(r.json).toMatchObject({ type: 'URL', content: 'example.com', submittedContent: 'https://Example.com/path' });
      const none = await w.call('post', '/asset/parse', { body: { content: 'not an asset at all' } });
      expect(none.status).toBe(200);
      expect(none.json).toBeNull();
    });
  });

  describe('submit', () => {
    it('creates assets, and with an organization an EXTERNAL detection and a scan each', async () => {
      const r = await w.call('post', '/asset/submit', { body: { assets: ['submitted-one.com', 'https://submitted-two.com/x'], organizationSlug: 'acme' } });
      expect(r.status).toBe(200);
      expect(r.json.submittedAssets).toHaveLength(2);
      expect(r.json.submittedAssets[0]).toMatchObject({ asset: 'submitted-one.com', assetId: expect.any(Number), scanId: expect.any(Number) });
      await w.settle();
      const found = await w.db.select().from(detections).where(eq(detections.organizationId, w.orgs.acme.id));
      expect(found.map((d) => d.threatContent)).toEqual(expect.arrayContaining(['submitted-one.com', 'submitted-two.com']));
      expect(found.every((d) => d.source === 'EXTERNAL')).toBe(true);
      const [scan] = await w.db.select().from(scans).where(eq(scans.id, r.json.submittedAssets[0].scanId));
      expect(scan!.status).toBe('COMPLETED');
    });

    it('without an organization only creates the assets', async () => {
      const r = await w.call('post', '/asset/submit', { body: { assets: ['plain-submit.com'] } });
      expect(r.json.submittedAssets[0].scanId).toBeUndefined();
    });

    it('refuses the whole request when one string is not an asset, naming it, and writes nothing', async () => {
      const r = await w.call('post', '/asset/submit', { body: { assets: ['fine-asset.com', 'not an asset'] } });
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(['assets', 1]);
      expect(await w.db.select().from(assets).where(eq(assets.content, 'fine-asset.com'))).toEqual([]);
    });
  });

  describe('unblock', () => {
    it("unblocks the organization's own asset: ALLOWED, a changelog row, an event", async () => {
      await putAsset(w, 'URL', 'acme-owned.com', 'BLOCKED');
      await w.db.insert(organizationAssets).values({ organizationId: w.orgs.acme.id, type: 'URL', content: 'acme-owned.com', createdAt: w.clock.now(), updatedAt: w.clock.now() });
      const events: string[] = [];
      w.deps.events.onAssetStatusChanged((changes) => {
        events.push(...changes.map((c) => `${c.content}:${c.toStatus}`));
      });
      const r = await w.call('post', '/asset/unblock', { body: { type: 'URL', content: 'acme-owned.com' } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ unblocked: true, asset: { status: 'ALLOWED' }, disputeId: null });
      const [row] = await w.db.select().from(assets).where(eq(assets.content, 'acme-owned.com'));
      const log = await w.db.select().from(assetChangelog).where(eq(assetChangelog.assetId, row!.id));
      expect(log.at(-1)).toMatchObject({ fromStatus: 'BLOCKED', toStatus: 'ALLOWED' });
      await new Promise((r) => setTimeout(r, 0));
      expect(events).toContain('acme-owned.com:ALLOWED');
    });

    it("opens a dispute instead for someone else's asset, once", async () => {
      const r = await w.call('post', '/asset/unblock', { key: w.keys.alice, body: { type: 'URL', content: 'scam-site.com', reason: 'ours?' } });
      expect(r.json).toMatchObject({ unblocked: false, asset: { status: 'BLOCKED' }, disputeId: expect.any(String) });
      const again = await w.call('post', '/asset/unblock', { key: w.keys.alice, body: { type: 'URL', content: 'scam-site.com' } });
      expect(again.json.disputeId).toBe(r.json.disputeId);
      const rows = await w.db.select().from(disputes).where(eq(disputes.id, Number(r.json.disputeId)));
      expect(rows[0]!.email).toBe('alice@acme.test');
    });

    it('needs an owner or admin, and an existing asset', async () => {
      expect((await w.call('post', '/asset/unblock', { key: w.keys.bob, body: { type: 'URL', content: 'scam-site.com', slug: 'acme' } })).status).toBe(403);
      expect((await w.call('post', '/asset/unblock', { body: { type: 'URL', content: 'no-such-asset.com' } })).status).toBe(404);
    });
  });

  describe('scan', () => {
    it('runs a scan, stores its result and calls the callback URL when it ends', async () => {
      const r = await w.call('post', '/asset/scan', { body: { content: 'scam-site.com', callbackUrl: 'https://hooks.example/scan' } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ scanId: expect.any(Number), status: 'PENDING', asset: { content: 'scam-site.com', status: 'BLOCKED' } });
      await w.settle();
      const result = await w.call('post', '/scan/result', { body: { scanId: r.json.scanId } });
      expect(result.json).toMatchObject({ id: r.json.scanId, status: 'COMPLETED', riskScore: 1, labels: ['Blocked'], liveness: 'UNKNOWN' });
      expect(callbacks.at(-1)).toEqual({ url: 'https://hooks.example/scan', body: result.json });
      const [row] = await w.db.select().from(scans).where(and(eq(scans.id, r.json.scanId)));
      expect(row!.callbackStatus).toBe('DELIVERED');
    });

    it("hides an organization's scan from other organizations, and 404s an unknown scan", async () => {
      const r = await w.call('post', '/asset/scan', { body: { content: 'private-scan.com' } });
      await w.settle();
      expect((await w.call('post', '/scan/result', { key: w.keys.globex, body: { scanId: r.json.scanId } })).status).toBe(404);
      expect((await w.call('post', '/scan/result', { body: { scanId: 999999 } })).status).toBe(404);
    });

    it("judges legitimacy with the review's rules: an owned-domain pattern is a regular expression on the host", async () => {
      await w.db.insert(legitimacyRules).values({ organizationId: w.orgs.acme.id, kind: 'owned_domain_pattern', pattern: '^acme-[a-z]+\\.com$', createdAt: w.clock.now() });
      const r = await w.call('post', '/asset/scan', { body: { content: 'acme-portal.com' } });
      await w.settle();
      const result = await w.call('post', '/scan/result', { body: { scanId: r.json.scanId } });
      expect(result.json).toMatchObject({ status: 'COMPLETED', riskScore: 0 });
      expect(result.json.ruleResults).toContainEqual({ rule: 'legitimacy', passed: false, message: 'Matches legitimacy rule owned_domain_pattern: ^acme-[a-z]+\\.com$' });
    });

    it('400 naming content when the content is not an asset and no type is given', async () => {
      const r = await w.call('post', '/asset/scan', { body: { content: 'not an asset' } });
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(['content']);
    });
  });
});
