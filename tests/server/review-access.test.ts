// Proposal review: who may review (customer members only; staff and non-members 403), the `slug` rule,
// and the safety checks that refuse an APPROVE (ALLOWED asset, legitimacy rules, self-sourced report).
// Every refusal leaves the proposal pending and writes nothing. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberships, reviews, users } from '../../src/server/db/schema';
import { makeWorld, type World } from './helpers/app';
import { forEachDatabase } from './helpers/databases';
import { addProposal, addRule, proposalRow } from './organization-fixtures';

const path = (id: number) => `/organization/proposals/${id}/review`;
const approve = { decision: 'APPROVE', label: 'General Phishing' } as const;
const reject = { decision: 'REJECT', rejectReason: 'irrelevant' } as const;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
  });

  const untouched = async (proposalId: number) => {
    expect((await proposalRow(w, proposalId)).status).toBe('PENDING');
    expect(await w.db.select().from(reviews).where(eq(reviews.proposalId, proposalId))).toEqual([]);
  };

  describe('credentials', () => {
    it('staff credentials are refused with 403, even when the staff user is a member of the organization', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'staff.example' });
      const [staff] = await w.db.select().from(users).where(eq(users.email, 'staff@palisade.test'));
      for (const slug of [undefined, 'acme']) {
        const r = await w.call('post', path(p.proposalId), { key: w.keys.staff, body: { assetId: p.assetId, ...approve, slug } });
        expect(r.status).toBe(403);
        expect(r.json.message).toContain('Staff credentials');
      }
      await w.db.insert(memberships).values({ userId: staff!.id, organizationId: w.orgs.acme.id, role: 'ADMIN', createdAt: w.clock.now() });
      const member = await w.call('post', path(p.proposalId), { key: w.keys.staff, body: { assetId: p.assetId, ...reject, slug: 'acme' } });
      expect(member.status).toBe(403);
      await untouched(p.proposalId);
    });

    it('a key without membership in the organization is 403 with the spec message', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'outsider.example' });
      const noAccess = { message: 'API key does not have access to this organization', code: 'FORBIDDEN' };
      const nobody = await w.call('post', path(p.proposalId), { key: w.keys.nobody, body: { assetId: p.assetId, ...reject } });
      expect(nobody.status).toBe(403);
      expect(nobody.json).toEqual(noAccess);
      const viaSlug = await w.call('post', path(p.proposalId), { key: w.keys.nobody, body: { assetId: p.assetId, ...reject, slug: 'acme' } });
      expect(viaSlug.json).toEqual(noAccess);
      const otherOrgKey = await w.call('post', path(p.proposalId), { key: w.keys.globex, body: { assetId: p.assetId, ...reject, slug: 'acme' } });
      expect(otherOrgKey.json).toEqual(noAccess);
      const inactive = await w.db.select().from(users).where(eq(users.email, 'alice@acme.test'));
      await w.db.update(memberships).set({ active: false }).where(and(eq(memberships.userId, inactive[0]!.id), eq(memberships.organizationId, w.orgs.acme.id)));
      expect((await w.call('post', path(p.proposalId), { key: w.keys.alice, body: { assetId: p.assetId, ...reject, slug: 'acme' } })).status).toBe(403);
      await untouched(p.proposalId);
    });

    it('organization keys may omit slug; a user key in several organizations must name one (400 naming slug)', async () => {
      const a = await addProposal(w, { org: w.orgs.acme, content: 'slug-a.example' });
      expect((await w.call('post', path(a.proposalId), { body: { assetId: a.assetId, ...reject } })).status).toBe(200);
      const b = await addProposal(w, { org: w.orgs.acme, content: 'slug-b.example' });
      const many = await w.call('post', path(b.proposalId), { key: w.keys.bob, body: { assetId: b.assetId, ...reject } });
      expect(many.status).toBe(400);
      expect(many.json.issues[0].path).toEqual(['slug']);
      await untouched(b.proposalId);
      const named = await w.call('post', path(b.proposalId), { key: w.keys.bob, body: { assetId: b.assetId, ...reject, slug: 'acme' } });
      expect(named.status).toBe(200);
      const c = await addProposal(w, { org: w.orgs.acme, content: 'slug-c.example' });
      expect((await w.call('post', path(c.proposalId), { key: w.keys.alice, body: { assetId: c.assetId, ...reject } })).status).toBe(200);
      const d = await addProposal(w, { org: w.orgs.acme, content: 'slug-d.example' });
      const wrong = await w.call('post', path(d.proposalId), { body: { assetId: d.assetId, ...reject, slug: 'ACME' } });
      expect(wrong.status).toBe(403);
    });

    it('a user key in several organizations, naming the wrong one, gets 404 for the proposal (not the caller\'s)', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'wrong-org.example' });
      const r = await w.call('post', path(p.proposalId), { key: w.keys.bob, body: { assetId: p.assetId, ...reject, slug: 'globex' } });
      expect(r.status).toBe(404);
      await untouched(p.proposalId);
    });

    it('a proposal on a report the organization sourced itself is 403 for every decision', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'self.example', sourcedByOrg: true });
      for (const body of [approve, reject, { decision: 'WATCHLIST', watchlistReason: 'DEAD' }]) {
        const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, ...body } });
        expect(r.status).toBe(403);
        expect(r.json.message).toContain('sourced itself');
      }
      await untouched(p.proposalId);
    });

    it('a proposal created by report/create with the organization key is self-sourced and refused', async () => {
      const created = await w.call('post', '/report/create', { body: { assets: [{ content: 'https://own-report.example/x' }] } });
      expect(created.status).toBe(200);
      const list = await w.call('get', '/organization/reports');
      const proposal = list.json.reports.find((r: { id: string }) => r.id === String(created.json.id)).proposals[0];
      const r = await w.call('post', path(proposal.id), { body: { assetId: proposal.asset.id, ...approve } });
      expect(r.status).toBe(403);
    });
  });

  describe('safety checks on APPROVE', () => {
    it('an ALLOWED asset cannot be approved for blocking (403, stays ALLOWED); REJECT still works', async () => {
      const p = await addProposal(w, { org: w.orgs.acme, content: 'allowed.example', status: 'ALLOWED' });
      const r = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, ...approve } });
      expect(r.status).toBe(403);
      expect(r.json.message).toContain('ALLOWED');
      await untouched(p.proposalId);
      const rejected = await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, ...reject } });
      expect(rejected.json.proposal.asset.status).toBe('ALLOWED');
    });

    it('a global popular-domain rule refuses the domain and its subdomains, and only while enabled', async () => {
      const rule = await addRule(w, { org: null, kind: 'popular_domain', pattern: 'google.com' });
      const sub = await addProposal(w, { org: w.orgs.acme, content: 'accounts.google.com' });
      const r = await w.call('post', path(sub.proposalId), { body: { assetId: sub.assetId, ...approve } });
      expect(r.status).toBe(403);
      expect(r.json.message).toContain('legitimacy rule');
      await untouched(sub.proposalId);
      const lookalike = await addProposal(w, { org: w.orgs.acme, content: 'notgoogle.com' });
      expect((await w.call('post', path(lookalike.proposalId), { body: { assetId: lookalike.assetId, ...approve } })).status).toBe(200);
      const { legitimacyRules } = await import('../../src/server/db/schema');
      await w.db.update(legitimacyRules).set({ enabled: false }).where(eq(legitimacyRules.id, rule.id));
      expect((await w.call('post', path(sub.proposalId), { body: { assetId: sub.assetId, ...approve } })).status).toBe(200);
    });

    it("an owned-domain pattern of the organization refuses matching hosts; another organization's pattern does not apply", async () => {
      await addRule(w, { org: w.orgs.acme, kind: 'owned_domain_pattern', pattern: '^(.+\\.)?acme-corp\\.com$' });
      await addRule(w, { org: w.orgs.globex, kind: 'owned_domain_pattern', pattern: '^(.+\\.)?globex\\.example$' });
      await addRule(w, { org: w.orgs.acme, kind: 'owned_domain_pattern', pattern: '([unclosed' });
      const owned = await addProposal(w, { org: w.orgs.acme, content: 'https://login.ACME-corp.com/reset' });
      expect((await w.call('post', path(owned.proposalId), { body: { assetId: owned.assetId, ...approve } })).status).toBe(403);
      const email = await addProposal(w, { org: w.orgs.acme, type: 'EMAIL', content: 'ceo@acme-corp.com' });
      expect((await w.call('post', path(email.proposalId), { body: { assetId: email.assetId, ...approve } })).status).toBe(403);
      const theirs = await addProposal(w, { org: w.orgs.acme, content: 'www.globex.example' });
      expect((await w.call('post', path(theirs.proposalId), { body: { assetId: theirs.assetId, ...approve } })).status).toBe(200);
    });

    it('legitimacy rules do not stop REJECT or WATCHLIST', async () => {
      await addRule(w, { org: null, kind: 'popular_domain', pattern: 'github.com' });
      const p = await addProposal(w, { org: w.orgs.acme, content: 'gist.github.com' });
      expect((await w.call('post', path(p.proposalId), { body: { assetId: p.assetId, decision: 'WATCHLIST', watchlistReason: 'NOT_ENOUGH_EVIDENCE' } })).status).toBe(200);
    });
  });
});
