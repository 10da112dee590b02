// GET /organization/reports and the deprecated POST /public/getOrganizationReports, on PGlite and
// PostgreSQL: the review queue (needsCustomerReview), onlyRejected, date windows, cursor pages that
// neither repeat nor skip, and the legacy operation answering exactly as its replacement.
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { OrganizationReportsResponse } from '../../src/contract';
import { reports } from '../../src/server/db/schema';
import { loadSeed } from '../../src/server/seed/load';
import { makeWorld, type World } from './helpers/app';
import { forEachDatabase } from './helpers/databases';
import { addProposal } from './organization-fixtures';

const HOUR = 3_600_000;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
  });

  const list = async (query = '', key = w.keys.acme) => {
    const r = await w.call('get', `/organization/reports${query}`, { key });
    if (r.status === 200) OrganizationReportsResponse.parse(r.json);
    return r;
  };
  const ids = (r: { json: { reports: { id: string }[] } }) => r.json.reports.map((x) => x.id);

  it('lists the organization\'s reports newest first with assets and proposals (proposals[].id, asset.id)', async () => {
    const a = await addProposal(w, { org: w.orgs.acme, content: 'first.example' });
    w.clock.advance(HOUR);
    const b = await addProposal(w, { org: w.orgs.acme, content: 'second.example' });
    await addProposal(w, { org: w.orgs.acme, content: 'second-b.example', reportId: b.reportId });
    await addProposal(w, { org: w.orgs.globex, content: 'theirs.example' });
    const r = await list();
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([String(b.reportId), String(a.reportId)]);
    const newest = r.json.reports[0];
    expect(newest).toMatchObject({ status: 'PENDING', title: 'Report of second.example' });
    expect(newest.assets.map((x: { content: string }) => x.content)).toEqual(['second.example', 'second-b.example']);
    expect(newest.proposals[0]).toEqual({ id: b.proposalId, reviewStatus: 'PENDING', asset: { id: b.assetId, type: 'URL', content: 'second.example', status: 'UNKNOWN' } });
    expect(r.json.cursor).toBeUndefined();
  });

  it('needsCustomerReview keeps reports with a proposal awaiting this organization (not self-sourced, not resolved)', async () => {
    const waiting = await addProposal(w, { org: w.orgs.acme, content: 'waiting.example' });
    const own = await addProposal(w, { org: w.orgs.acme, content: 'own.example', sourcedByOrg: true });
    const done = await addProposal(w, { org: w.orgs.acme, content: 'done.example' });
    await w.call('post', `/organization/proposals/${done.proposalId}/review`, { body: { assetId: done.assetId, decision: 'APPROVE', label: 'General Phishing' } });
    expect(ids(await list('?needsCustomerReview=true'))).toEqual([String(waiting.reportId)]);
    expect(ids(await list('?needsCustomerReview=false')).sort()).toEqual([waiting, own, done].map((p) => String(p.reportId)).sort());
    const all = await list();
    const approved = all.json.reports.find((x: { id: string }) => x.id === String(done.reportId));
    expect(approved).toMatchObject({ status: 'APPROVED', proposals: [{ reviewStatus: 'APPROVED', asset: { status: 'BLOCKED' } }] });
  });

  it('onlyRejected keeps reports with at least one rejected proposal, still showing their other proposals', async () => {
    const p = await addProposal(w, { org: w.orgs.acme, content: 'mixed-a.example' });
    const q = await addProposal(w, { org: w.orgs.acme, content: 'mixed-b.example', reportId: p.reportId });
    await addProposal(w, { org: w.orgs.acme, content: 'clean.example' });
    await w.call('post', `/organization/proposals/${q.proposalId}/review`, { body: { assetId: q.assetId, decision: 'REJECT', rejectReason: 'decayed' } });
    const r = await list('?onlyRejected=true');
    expect(ids(r)).toEqual([String(p.reportId)]);
    expect(r.json.reports[0].proposals.map((x: { reviewStatus: string }) => x.reviewStatus)).toEqual(['PENDING', 'REJECTED']);
  });

  it('date windows are inclusive; a bare end date covers that whole day', async () => {
    const early = await addProposal(w, { org: w.orgs.acme, content: 'early.example' }); // 2025-01-15T10:00Z
    w.clock.advance(24 * HOUR);
    const late = await addProposal(w, { org: w.orgs.acme, content: 'late.example' }); // 2025-01-16T10:00Z
    expect(ids(await list('?endDate=2025-01-15'))).toEqual([String(early.reportId)]);
    expect(ids(await list('?startDate=2025-01-16'))).toEqual([String(late.reportId)]);
    expect(ids(await list('?startDate=2025-01-15T10:00:00Z&endDate=2025-01-16T10:00:00Z'))).toHaveLength(2);
    expect(ids(await list('?endDate=2025-01-16T09:59:59Z'))).toEqual([String(early.reportId)]);
  });

  it('cursor pages neither repeat nor skip, even while new reports arrive and for equal createdAt', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      made.push((await addProposal(w, { org: w.orgs.acme, content: `page-${i}.example` })).reportId);
      if (i % 2 === 0) w.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await list(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...ids(r));
      cursor = r.json.cursor;
      pages++;
      if (pages === 1) await addProposal(w, { org: w.orgs.acme, content: 'arrived-later.example' });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse().map(String));
  });

  it('bad query input is 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'], ['?limit=101', 'limit'], ['?startDate=yesterday', 'startDate'], ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['?needsCustomerReview=yes', 'needsCustomerReview'], ['?startDate=2025-02-01&endDate=2025-01-01', 'endDate'],
    ];
    for (const [query, field] of cases) {
      const r = await list(query);
      expect(r.status, query).toBe(400);
      expect(r.json.issues[0].path).toEqual([field]);
    }
  });

  it('access: organization keys see their own; user keys name the organization when they reach several', async () => {
    await addProposal(w, { org: w.orgs.globex, content: 'globex-only.example' });
    expect((await list('', w.keys.globex)).json.reports).toHaveLength(1);
    expect((await list('', w.keys.bob)).status).toBe(400);
    expect((await list('?slug=globex', w.keys.bob)).json.reports).toHaveLength(1);
    expect((await list('?slug=globex', w.keys.alice)).status).toBe(403);
    expect((await list('?slug=globex')).status).toBe(403);
  });

  it('seeded proposals are listed in a report of their own and can be reviewed', async () => {
    const key = 'cp_live_seedcoseedcoseedcoseedcoseed';
    const seed = {
      organizations: [{ slug: 'seedco', name: 'Seed Co' }],
      orgKeys: [{ org: 'seedco', key }],
      proposals: [
        { id: 4242, org: 'seedco', asset: { type: 'URL', content: 'seeded-phish.example' } },
        { org: 'seedco', asset: { type: 'URL', content: 'seeded-own.example' }, sourcedByOrg: true },
      ],
    };
    await loadSeed(w.db, w.clock.now(), seed, { onlyIfEmpty: false });
    const queue = await list('?needsCustomerReview=true', key);
    expect(queue.json.reports).toHaveLength(1);
    const proposal = queue.json.reports[0].proposals[0];
    expect(proposal).toMatchObject({ id: 4242, reviewStatus: 'PENDING', asset: { content: 'seeded-phish.example' } });
    const r = await w.call('post', `/organization/proposals/${proposal.id}/review`, { key, body: { assetId: proposal.asset.id, decision: 'APPROVE', label: 'General Phishing' } });
    expect(r.status).toBe(200);
    expect((await list('', key)).json.reports).toHaveLength(2);
  });

  it('the deprecated POST /public/getOrganizationReports answers exactly as GET /organization/reports', async () => {
    for (let i = 0; i < 4; i++) await addProposal(w, { org: w.orgs.acme, content: `legacy-${i}.example` });
    await w.db.update(reports).set({ title: null }).where(eq(reports.organizationId, w.orgs.acme.id));
    const current = await list('?limit=2');
    const legacy = await w.call('post', '/public/getOrganizationReports', { body: { organizationSlug: 'acme', limit: 2 } });
    expect(legacy.status).toBe(200);
    expect(legacy.json).toEqual(current.json);
    const next = await w.call('post', '/public/getOrganizationReports', { body: { organizationSlug: 'acme', limit: 2, cursor: current.json.cursor } });
    expect(next.json).toEqual((await list(`?limit=2&cursor=${encodeURIComponent(current.json.cursor)}`)).json);
    const half = await w.call('post', '/public/getOrganizationReports', { body: { organizationSlug: 'acme', startDate: '2025-01-01' } });
    expect(half.status).toBe(400);
    expect(half.json.issues[0].path).toEqual(['endDate']);
    const other = await w.call('post', '/public/getOrganizationReports', { body: { organizationSlug: 'globex' } });
    expect(other.status).toBe(403);
  });
});
