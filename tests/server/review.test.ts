// Proposal review, rule by rule (spec: "Review an organization proposal", "Review decisions on a
// proposal", Errors), on PGlite and PostgreSQL. Every refused request must leave nothing written.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesToHex, hashExpressions } from '../../src/blocklist';
import { ReviewProposalResponse } from '../../src/contract';
import { createBlocklistPublisher, loadListedFromDb } from '../../src/server/blocklist';
import { assetChangelog, assets, reviews } from '../../src/server/db/schema';
import type { AssetStatusChange } from '../../src/server/domain/asset-status';
import { createEvents } from '../../src/server/events';
import { silentLogger } from '../../src/server/log';
import { makeWorld, type World } from './helpers/app';
import { forEachDatabase } from './helpers/databases';
import { addBrand, addProposal, proposalRow } from './organization-fixtures';

const path = (id: number | string) => `/organization/proposals/${id}/review`;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let changes: AssetStatusChange[];
  beforeEach(async () => {
    const events = createEvents(silentLogger);
    changes = [];
    events.onAssetStatusChanged((c) => void changes.push(...c));
    w = await makeWorld(getDatabase(), { events });
  });

  const nothingWritten = async (proposalId: number) => {
    expect((await proposalRow(w, proposalId)).status).toBe('PENDING');
    expect(await w.db.select().from(reviews).where(eq(reviews.proposalId, proposalId))).toEqual([]);
  };

  describe('decisions', () => {
    it('APPROVE blocks the asset globally, writes the changelog, fires the status event and republishes the blocklist', async () => {
      const publisher = createBlocklistPublisher({ loadListed: () => loadListedFromDb(w.db), clock: w.clock, log: silentLogger, debounceMs: 10 });
      w.deps.events.onAssetStatusChanged(() => publisher.onAssetStatusChanged());
      await publisher.start();
      const before = publisher.versionInfo('http://api.test/v2')!;
      const brand = await addBrand(w, w.orgs.acme, 'Acme Wallet');
      const p = await addProposal(w, { org: w.orgs.acme, content: 'acme-wallet-login.example' });

      const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'APPROVE', label: 'Brand Impersonation', brandId: brand.id } });
      expect(r.status).toBe(200);
      expect(ReviewProposalResponse.parse(r.json)).toEqual(r.json);
      expect(r.json).toMatchObject({
        proposal: { id: p.proposalId, reviewStatus: 'APPROVED', asset: { id: p.assetId, status: 'BLOCKED', type: 'URL' } },
        review: { decision: 'APPROVE', label: 'Brand Impersonation', brandId: brand.id, rejectReason: null, comment: 'Brand Impersonation: Acme Wallet' },
        watchlisted: false,
      });
      const [asset] = await w.db.select().from(assets).where(eq(assets.id, p.assetId));
      expect(asset!.status).toBe('BLOCKED');
      const log = await w.db.select().from(assetChangelog).where(eq(assetChangelog.assetId, p.assetId));
      expect(log.map((l) => [l.fromStatus, l.toStatus])).toEqual([['UNKNOWN', 'BLOCKED']]);
      expect(changes).toMatchObject([{ assetId: p.assetId, fromStatus: 'UNKNOWN', toStatus: 'BLOCKED' }]);

      await vi.waitFor(() => expect(publisher.versionInfo('http://api.test/v2')!.version).toBe(before.version + 1), { timeout: 5000 });
      await publisher.whenIdle();
      const hash = bytesToHex((await hashExpressions(['acme-wallet-login.example/']))[0]!);
      expect(publisher.confirm(1, [hash.slice(0, 8)]).results[0]!.matches).toEqual([{ hash, threat: { label: 'Brand Impersonation', brand: 'Acme Wallet' } }]);
      publisher.stop();
    });

    it('REJECT resolves the proposal and leaves the asset as it was', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'benign.example' });
      const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'REJECT', rejectReason: 'no_malicious_activity', label: 'C2 Server' } });
      expect(r.status).toBe(200);
      expect(r.json.proposal).toMatchObject({ reviewStatus: 'REJECTED', asset: { status: 'UNKNOWN' } });
      expect(r.json.review).toMatchObject({ decision: 'REJECT', label: '', rejectReason: 'no_malicious_activity', comment: 'Rejected: No malicious activity' });
      expect(r.json.watchlisted).toBe(false);
      expect(await w.db.select().from(assetChangelog).where(eq(assetChangelog.assetId, p.assetId))).toEqual([]);
      expect(changes).toEqual([]);
    });

    it('WATCHLIST is stored as a REJECT review with watchlisted true, and parks the asset for re-evaluation', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'parked.example' });
      const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'WATCHLIST', watchlistReason: 'PARKING' } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        proposal: { reviewStatus: 'REJECTED', asset: { status: 'UNKNOWN' } },
        review: { decision: 'REJECT', watchlistReason: 'PARKING', comment: 'Add to watchlist: Parking page' },
        watchlisted: true,
      });
      const [stored] = await w.db.select().from(reviews).where(eq(reviews.proposalId, p.proposalId));
      expect(stored).toMatchObject({ decision: 'REJECT', watchlisted: true, watchlistReason: 'PARKING' });
      const [asset] = await w.db.select().from(assets).where(eq(assets.id, p.assetId));
      expect(asset).toMatchObject({ status: 'UNKNOWN', watchStatus: 'PARKING' });
      const search = await w.call('post', '/asset/search', { body: { assetId: p.assetId } });
      expect(search.json.asset.watchStatus).toBe('ENABLED');
    });

    it('WATCHLIST OTHER keeps the note as the comment; watchlistable types include EMAIL and social platforms', async () => {
      const email = await addProposal(w, { org: w.orgs.acme, type: 'EMAIL', content: 'support@acme-help.example' });
      const r = await w.call('post', path(email.proposalId), { body: { assetId: email.assetId, decision: 'WATCHLIST', watchlistReason: 'OTHER', note: 'revisit in May' } });
      expect(r.status).toBe(200);
      expect(r.json.review.comment).toBe('Add to watchlist: revisit in May');
      const tw = await addProposal(w, { org: w.orgs.acme, type: 'TWITTER', content: 'twitter.com/acme_support_help' });
      expect((await w.call('post', path(tw.proposalId), { body: { assetId: tw.assetId, decision: 'WATCHLIST', watchlistReason: 'DEAD' } })).status).toBe(200);
    });
  });

  describe('400: conditional fields and watchlistable types, naming the field, nothing written', () => {
    const cases: [string, Record<string, unknown>, (string | number)[]][] = [
      ['label missing on APPROVE', { decision: 'APPROVE' }, ['label']],
      ['brandId missing with Brand Impersonation', { decision: 'APPROVE', label: 'Brand Impersonation' }, ['brandId']],
      ['brandId missing with Employee Impersonation', { decision: 'APPROVE', label: 'Employee Impersonation' }, ['brandId']],
      ['rejectReason missing on REJECT', { decision: 'REJECT' }, ['rejectReason']],
      ['watchlistReason missing on WATCHLIST', { decision: 'WATCHLIST' }, ['watchlistReason']],
      ['note missing with watchlistReason OTHER', { decision: 'WATCHLIST', watchlistReason: 'OTHER' }, ['note']],
      ['note over 1000 characters', { decision: 'REJECT', rejectReason: 'decayed', note: 'x'.repeat(1001) }, ['note']],
      ['unknown decision', { decision: 'ESCALATE' }, ['decision']],
      ['unknown label', { decision: 'APPROVE', label: 'Phishing' }, ['label']],
      ['unknown rejectReason', { decision: 'REJECT', rejectReason: 'spam' }, ['rejectReason']],
      ['assetId not positive', { decision: 'REJECT', rejectReason: 'decayed', assetId: 0 }, ['assetId']],
    ];
    for (const [name, body, field] of cases) {
      it(name, async () => {
        const p = await addProposal(w, { org: w.orgs.acme, content: 'cond.example' });
        const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, ...body } });
        expect(r.status).toBe(400);
        expect(r.json.code).toBe('BAD_REQUEST');
        expect(r.json.issues.map((i: { path: unknown }) => i.path)).toContainEqual(field);
        await nothingWritten(p.proposalId);
      });
    }

    it('an invalid proposalId path parameter names proposalId', async () => {
      for (const id of ['0', 'abc', '-3']) {
        const r = await w.call('post', path(id), { body: { assetId: 1, decision: 'REJECT', rejectReason: 'decayed' } });
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual(['proposalId']);
      }
    });

    it('WATCHLIST on a type the watchlist cannot re-check is 400 naming decision; a plain REJECT works', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, type: 'ADDRESS', content: 'eip155:1:0x1111111111111111111111111111111111111111' });
      const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'WATCHLIST', watchlistReason: 'DEAD' } });
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(['decision']);
      expect(r.json.issues[0].message).toContain('ADDRESS');
      await nothingWritten(p.proposalId);
      expect((await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'REJECT', rejectReason: 'decayed' } })).status).toBe(200);
    });

    it("a brandId that is not one of the organization's brands is 400 naming brandId", async () => {
      const other = await addBrand(w, w.orgs.globex, 'Globex Brand');
      const p = await addProposal(w, { org: w.orgs.acme, content: 'brand.example' });
      for (const brandId of [other.id, 999_999]) {
        const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'APPROVE', label: 'Brand Impersonation', brandId } });
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual(['brandId']);
      }
      await nothingWritten(p.proposalId);
    });
  });

  describe('409 and 404', () => {
    it('assetId other than the proposal asset is 409 and writes nothing', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'stale.example' });
      const other = await addProposal(w, { org: w.orgs.acme, content: 'other.example' });
      const r = await w.call('post', path(p.proposalId), { body: { assetId: other.assetId, decision: 'REJECT', rejectReason: 'decayed' } });
      expect(r.status).toBe(409);
      expect(r.json).toEqual({ message: "assetId does not match the proposal's asset", code: 'CONFLICT' });
      await nothingWritten(p.proposalId);
    });

    it('a resolved proposal answers 409 to any further review and stays as it was', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'twice.example' });
      expect((await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'REJECT', rejectReason: 'decayed' } })).status).toBe(200);
      for (const body of [{ decision: 'APPROVE', label: 'General Phishing' }, { decision: 'REJECT', rejectReason: 'decayed' }, { decision: 'WATCHLIST', watchlistReason: 'DEAD' }]) {
        const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, ...body } });
        expect(r.status).toBe(409);
        expect(r.json.code).toBe('CONFLICT');
      }
      expect((await proposalRow(w, p.proposalId)).status).toBe('REJECTED');
      expect(await w.db.select().from(reviews).where(eq(reviews.proposalId, p.proposalId))).toHaveLength(1);
      const [asset] = await w.db.select().from(assets).where(eq(assets.id, p.assetId));
      expect(asset!.status).toBe('UNKNOWN');
    });

    it("a missing proposal and another organization's proposal are both 404 Proposal not found", async () => {
      const theirs = await addProposal(w, { org: w.orgs.globex, content: 'theirs.example' });
      for (const [id, assetId] of [[999_999, 1], [theirs.proposalId, theirs.assetId]] as const) {
        const r = await w.call('post', path(id), { body: { assetId, decision: 'REJECT', rejectReason: 'decayed' } });
        expect(r.status).toBe(404);
        expect(r.json).toEqual({ message: 'Proposal not found', code: 'NOT_FOUND' });
      }
      await nothingWritten(theirs.proposalId);
    });
  });
});
