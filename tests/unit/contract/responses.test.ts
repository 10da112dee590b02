// Response schemas accept the reference service's documented examples and refuse drift in them.
import { describe, it } from 'vitest';
import {
  AssetCheckResponse, BlocklistConfirmResponse, BlocklistVersionResponse, CredentialSearchResponse, DetectionListResponse,
  OrganizationAssetsAddResponse, OrganizationReportsResponse, ReportCreateResponse, ReviewProposalResponse, WebhookPayload,
} from '../../../src/contract';
import { expectIssueAt, expectValid } from './expect-issue';

const asset = { id: 5, type: 'URL', content: 'evil.example', status: 'BLOCKED' };
const hex = 'ab'.repeat(32);

describe('response schemas', () => {
  it('accepts a watchlist review as the reference shows it', () => {
    const body = {
      proposal: { id: 9, reviewStatus: 'REJECTED', asset: { ...asset, status: 'UNKNOWN' } },
      review: { id: 3, decision: 'REJECT', label: '', brandId: null, rejectReason: null, watchlistReason: 'PARKING',
        comment: 'Add to watchlist: Parking page', createdAt: '2024-01-15T10:30:00.000Z' },
      watchlisted: true,
    };
    expectValid(ReviewProposalResponse, body);
    expectIssueAt(ReviewProposalResponse, { ...body, review: { ...body.review, decision: 'WATCHLIST' } }, 'review.decision');
    expectIssueAt(ReviewProposalResponse, { ...body, review: { ...body.review, createdAt: '15/01/2024' } }, 'review.createdAt');
  });

  it('accepts the detection list page and its null cursor', () => {
    const detection = { id: 1, threatContent: 'evil.example', source: 'CERTSTREAM', createdAt: '2024-01-15T10:30:00Z',
      confidence: 'high', reportStatus: 'NOT_REPORTED', asset };
    expectValid(DetectionListResponse, { detections: [detection], nextCursor: null });
    expectIssueAt(DetectionListResponse, { detections: [{ ...detection, confidence: 'HIGH' }], nextCursor: 2 }, 'detections.0.confidence');
    expectIssueAt(DetectionListResponse, { detections: [] }, 'nextCursor');
  });

  it('reports partial success of organization asset adds per item', () => {
    expectValid(OrganizationAssetsAddResponse, {
      results: [{ content: 'acme.com', success: true, id: 1 }, { content: '??', success: false, error: 'Invalid asset format' }],
      successCount: 1, errorCount: 1,
    });
    expectIssueAt(OrganizationAssetsAddResponse, { results: [{ content: 'a', success: true }], successCount: 1, errorCount: 0 }, 'results.0.id');
  });

  it('shapes the other documented responses', () => {
    expectValid(AssetCheckResponse, { status: 'ALLOWED' });
    expectValid(ReportCreateResponse, { id: 12, createdAt: '2024-01-15T10:30:00Z', organization: { id: 1, slug: 'acme', name: 'Acme' } });
    expectValid(OrganizationReportsResponse, { reports: [{ id: 'rpt_1', title: null, createdAt: '2024-01-15T10:30:00Z', status: 'PENDING',
      assets: [asset], proposals: [{ id: 4, reviewStatus: 'PENDING', asset }] }] });
    expectValid(CredentialSearchResponse, { kind: 'email', target: 'ceo@acme.com', resultCount: 1, loadedCount: 1, results: [{
      id: 'c1', email: 'ceo@acme.com', address: null, source: null, leakName: 'x', fragment: null, crawlDate: null, password: 'p', passwordType: null }] });
    expectIssueAt(CredentialSearchResponse, { kind: 'email', target: 't', resultCount: 0, loadedCount: 0, results: [{ id: 'c1' }] }, 'results.0.email');
  });

  it('shapes the blocklist sync answers of INTERFACES.md', () => {
    expectValid(BlocklistVersionResponse, {
      algoVersion: 1, version: 3, count: 2, checksum: hex,
      snapshot: { url: 'https://cdn.example/v2/asset/blocklist/artifacts/' + hex, token: hex, count: 2, bytes: 40 },
      diffs: [{ fromVersion: 2, toVersion: 3, url: 'https://cdn.example/d', token: hex, bytes: 12 }],
      waitSeconds: 600,
    });
    expectValid(BlocklistConfirmResponse, { algoVersion: 1, version: 3, cacheSeconds: 300,
      results: [{ prefix: 'abababab', matches: [{ hash: hex, threat: { label: 'General Phishing', brand: null } }] }, { prefix: '00000000', matches: [] }] });
    expectIssueAt(BlocklistVersionResponse, { algoVersion: 1, version: 0, count: 0, checksum: hex, diffs: [], waitSeconds: 0,
      snapshot: { url: 'https://c.example/s', token: hex, count: 0, bytes: 0 } }, 'waitSeconds');
  });

  it('parses webhook deliveries, including the debug event keyed by `event`', () => {
    expectValid(WebhookPayload, { type: 'asset.status-updated', created_at: '2024-01-15T10:30:00Z',
      data: { asset_id: 1, type: 'URL', content: 'evil.example', status: 'BLOCKED' } });
    expectValid(WebhookPayload, { event: 'debug.test', created_at: '2024-01-15T10:30:00Z', data: {} });
  });
});
