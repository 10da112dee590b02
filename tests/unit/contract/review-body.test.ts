// The review body's conditional rules: each missing or broken field is an issue on that field.
import { describe, expect, it } from 'vitest';
import { ReviewProposalBody, ReviewProposalParams } from '../../../src/contract';
import { expectIssueAt, expectValid, issuePaths } from './expect-issue';

const base = { assetId: 7 };

describe('ReviewProposalBody', () => {
  const valid: [string, object][] = [
    ['APPROVE with a label that needs no brand', { ...base, decision: 'APPROVE', label: 'General Phishing' }],
    ['APPROVE with Brand Impersonation and brandId', { ...base, decision: 'APPROVE', label: 'Brand Impersonation', brandId: 3 }],
    ['APPROVE with Employee Impersonation and brandId', { ...base, decision: 'APPROVE', label: 'Employee Impersonation', brandId: 1 }],
    ['REJECT with a reason', { ...base, decision: 'REJECT', rejectReason: 'not_targeting_org' }],
    ['REJECT ignores a missing label', { ...base, decision: 'REJECT', rejectReason: 'decayed', label: 'Brand Impersonation' }],
    ['WATCHLIST with a reason', { ...base, decision: 'WATCHLIST', watchlistReason: 'PARKING' }],
    ['WATCHLIST OTHER with a note', { ...base, decision: 'WATCHLIST', watchlistReason: 'OTHER', note: 'mirror of a known kit' }],
    ['a note of exactly 1000 characters', { ...base, decision: 'WATCHLIST', watchlistReason: 'OTHER', note: 'x'.repeat(1000) }],
    ['slug for multi-organization keys', { ...base, decision: 'REJECT', rejectReason: 'irrelevant', slug: 'acme' }],
  ];
  it.each(valid)('accepts %s', (_name, body) => expectValid(ReviewProposalBody, body));

  const invalid: [string, object, string][] = [
    ['APPROVE without label', { ...base, decision: 'APPROVE' }, 'label'],
    ['Brand Impersonation without brandId', { ...base, decision: 'APPROVE', label: 'Brand Impersonation' }, 'brandId'],
    ['Employee Impersonation without brandId', { ...base, decision: 'APPROVE', label: 'Employee Impersonation' }, 'brandId'],
    ['brandId 0', { ...base, decision: 'APPROVE', label: 'Brand Impersonation', brandId: 0 }, 'brandId'],
    ['REJECT without rejectReason', { ...base, decision: 'REJECT' }, 'rejectReason'],
    ['WATCHLIST without watchlistReason', { ...base, decision: 'WATCHLIST' }, 'watchlistReason'],
    ['OTHER without note', { ...base, decision: 'WATCHLIST', watchlistReason: 'OTHER' }, 'note'],
    ['OTHER with a blank note', { ...base, decision: 'WATCHLIST', watchlistReason: 'OTHER', note: '   ' }, 'note'],
    ['a note of 1001 characters', { ...base, decision: 'WATCHLIST', watchlistReason: 'OTHER', note: 'x'.repeat(1001) }, 'note'],
    ['an unknown label', { ...base, decision: 'APPROVE', label: 'Scam' }, 'label'],
    ['an unknown reject reason', { ...base, decision: 'REJECT', rejectReason: 'IRRELEVANT' }, 'rejectReason'],
    ['an unknown watchlist reason', { ...base, decision: 'WATCHLIST', watchlistReason: 'dead' }, 'watchlistReason'],
    ['an unknown decision', { ...base, decision: 'SKIP' }, 'decision'],
    ['assetId missing', { decision: 'REJECT', rejectReason: 'decayed' }, 'assetId'],
    ['assetId 0', { assetId: 0, decision: 'REJECT', rejectReason: 'decayed' }, 'assetId'],
  ];
  it.each(invalid)('refuses %s with an issue on %s', (_name, body, path) => expectIssueAt(ReviewProposalBody, body, path));

  it('does not require brandId for a label ignored by REJECT', () => {
    expect(issuePaths(ReviewProposalBody, { ...base, decision: 'REJECT', rejectReason: 'decayed', label: 'Employee Impersonation' })).toEqual([]);
  });

  it('reads the proposalId path parameter as an integer > 0', () => {
    expect(ReviewProposalParams.parse({ proposalId: '42' })).toEqual({ proposalId: 42 });
    expectIssueAt(ReviewProposalParams, { proposalId: '0' }, 'proposalId');
    expectIssueAt(ReviewProposalParams, { proposalId: 'abc' }, 'proposalId');
  });
});
