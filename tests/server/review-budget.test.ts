// The review budget: 10 API reviews per organization per rolling 24 hours, shared by all its
// credentials, exact under 50 concurrent requests, then 429; web-page reviews do not count. And one
// proposal reviewed by many requests at once resolves exactly once. PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { proposals, reviews } from '../../src/server/db/schema';
import { makeWorld, type World } from './helpers/app';
import { forEachDatabase } from './helpers/databases';
import { addProposal } from './organization-fixtures';

const path = (id: number) => `/organization/proposals/${id}/review`;
const reject = { decision: 'REJECT', rejectReason: 'irrelevant' } as const;
const HOUR = 3_600_000;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
  });

  const proposalsFor = async (org: { id: number }, n: number, prefix: string) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await addProposal(w, { org, content: `${prefix}-${i}.example` }));
    return out;
  };
  const review = (p: { proposalId: number; assetId: number }, key = w.keys.acme, extra: Record<string, unknown> = {}) =>
    w.call('post', path(p.proposalId), { key, body: { assetId: p.assetId, ...reject, ...extra } });

  describe('budget', () => {
    it('10 reviews per organization shared by all its credentials, then 429 with the message and Retry-After; other organizations unaffected', async () => {
      const ps = await proposalsFor(w.orgs.acme, 12, 'budget');
      const keys = [w.keys.acme, w.keys.alice, [w.keys.bob, { slug: 'acme' }]] as const;
      for (let i = 0; i < 10; i++) {
        const k = keys[i % 3]!;
        const r = typeof k === 'string' ? await review(ps[i]!, k) : await review(ps[i]!, k[0], k[1]);
        expect(r.status).toBe(200);
        w.clock.advance(60_000);
      }
      const over = await review(ps[10]!, w.keys.alice);
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ message: 'Review limit of 10 per day reached for this organization.', code: 'TOO_MANY_REQUESTS' });
      // The first review leaves the window 24 h after it was made: 24 h - 10 min from now.
      expect(Number(over.headers.get('retry-after'))).toBe(24 * 3600 - 600);
      expect((await proposalRow(ps[10]!.proposalId)).status).toBe('PENDING');
      const theirs = await proposalsFor(w.orgs.globex, 1, 'globex');
      expect((await review(theirs[0]!, w.keys.globex)).status).toBe(200);
    });

    it('refused requests (400, 403, 404, 409) spend nothing', async () => {
      const ps = await proposalsFor(w.orgs.acme, 11, 'refused');
      for (let i = 0; i < 5; i++) {
        expect((await review(ps[0]!, w.keys.acme, { decision: 'REJECT', rejectReason: undefined })).status).toBe(400);
        expect((await review({ proposalId: 999_999, assetId: 1 })).status).toBe(404);
        expect((await review({ proposalId: ps[0]!.proposalId, assetId: ps[1]!.assetId })).status).toBe(409);
      }
      for (let i = 0; i < 10; i++) expect((await review(ps[i]!)).status).toBe(200);
      expect((await review(ps[10]!)).status).toBe(429);
    });

    it('the window rolls: a review frees its slot exactly 24 hours after it was made', async () => {
      const ps = await proposalsFor(w.orgs.acme, 13, 'rolling');
      for (let i = 0; i < 5; i++) expect((await review(ps[i]!)).status).toBe(200);
      w.clock.advance(12 * HOUR);
      for (let i = 5; i < 10; i++) expect((await review(ps[i]!)).status).toBe(200);
      expect((await review(ps[10]!)).status).toBe(429);
      w.clock.advance(12 * HOUR - 1);
      expect((await review(ps[10]!)).status).toBe(429);
      w.clock.advance(1);
      // The first five are now exactly 24 h old and out of the window.
      for (let i = 10; i < 13; i++) expect((await review(ps[i]!)).status).toBe(200);
    });

    it('reviews made in the web review page (viaApi false) do not count', async () => {
      const ps = await proposalsFor(w.orgs.acme, 12, 'web');
      for (let i = 0; i < 2; i++) {
        await w.db.update(proposals).set({ status: 'REJECTED' }).where(eq(proposals.id, ps[i]!.proposalId));
        await w.db.insert(reviews).values({ proposalId: ps[i]!.proposalId, organizationId: w.orgs.acme.id, decision: 'REJECT', viaApi: false, createdAt: w.clock.now() });
      }
      for (let i = 2; i < 12; i++) expect((await review(ps[i]!)).status).toBe(200);
    });
  });

  describe('concurrency', () => {
    it('50 concurrent reviews of 50 proposals: exactly 10 succeed and 40 get 429', async () => {
      const ps = await proposalsFor(w.orgs.acme, 50, 'race');
      const keys = [w.keys.acme, w.keys.alice];
      const results = await Promise.all(ps.map((p, i) => review(p, keys[i % 2])));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      const stored = await w.db.select().from(reviews).where(eq(reviews.organizationId, w.orgs.acme.id));
      expect(stored).toHaveLength(10);
      const resolved = await w.db.select().from(proposals).where(eq(proposals.status, 'REJECTED'));
      expect(resolved).toHaveLength(10);
    });

    it('20 concurrent reviews of one proposal: exactly one succeeds, the rest are 409', async () => {
      const [p] = await proposalsFor(w.orgs.acme, 1, 'same');
      const results = await Promise.all(Array.from({ length: 20 }, () => review(p!)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(await w.db.select().from(reviews).where(eq(reviews.proposalId, p!.proposalId))).toHaveLength(1);
    });
  });

  async function proposalRow(id: number) {
    const [row] = await w.db.select().from(proposals).where(eq(proposals.id, id));
    return row!;
  }
});
