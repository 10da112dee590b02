// Exact spellings of every enum, the AssetType subsets, and DISCORD's deprecation.
import { describe, expect, it } from 'vitest';
import {
  AssetStatus, AssetType, Confidence, DEPRECATED_ASSET_TYPES, DETECTION_ASSET_TYPES, DeprecatedDiscordAssetType,
  DetectionConfigStatus, DetectionReportStatus, DetectionSource, ORGANIZATION_ASSET_TYPES, ParsedAssetModel, ProposalLabel,
  RejectReason, ReportErrorType, Role, THREAT_ASSET_TYPES, TakedownStatus, WATCHLISTABLE_ASSET_TYPES, WatchlistReason,
  WebhookEvent, isWatchlistable,
} from '../../../src/contract';

// §3(a) of api-reference-shapes.md, all 43 spellings, copied by hand so a typo in enums.ts shows here.
const REFERENCE_SPELLINGS = `URL PAGE ADDRESS LINKEDIN TWITTER FACEBOOK YOUTUBE REDDIT TELEGRAM GOOGLE_APP_STORE APPLE_APP_STORE
  AMAZON_APP_STORE MICROSOFT_APP_STORE TIKTOK INSTAGRAM THREADS MEDIUM CHROME_WEB_STORE MOZILLA_ADDONS OPERA_ADDONS EMAIL PATREON
  OPENSEA FARCASTER IPFS GOOGLE_FORM WHATSAPP DISCORD_USER QUORA GITHUB TEACHABLE SUBSTACK DEBANK TAWK_TO JOTFORM PRIMAL BLUESKY
  SNAPCHAT DESO PINTEREST DISCORD TWITCH ARCHIVE_ORG`.split(/\s+/);
const GENERIC = ['URL', 'PAGE', 'ADDRESS', 'EMAIL', 'IPFS', 'HEX', 'BASENAME', 'PHONE_NUMBER', 'GOOGLE_FORM'];

describe('AssetType', () => {
  it('holds the spec generic values and every platform spelling of the reference, nothing else', () => {
    expect(REFERENCE_SPELLINGS).toHaveLength(43);
    const expected = new Set([...GENERIC, ...REFERENCE_SPELLINGS]);
    expect(new Set(AssetType.options)).toEqual(expected);
    expect(AssetType.options).toHaveLength(expected.size);
    expect(AssetType.options).toHaveLength(46);
  });

  it('marks DISCORD deprecated in favor of DISCORD_USER', () => {
    expect(DEPRECATED_ASSET_TYPES).toEqual({ DISCORD: 'DISCORD_USER' });
    expect(DeprecatedDiscordAssetType.meta()?.deprecated).toBe(true);
    expect(AssetType.meta()?.['x-deprecated-enum']).toEqual(['DISCORD']);
    expect(AssetType.meta()?.description).toMatch(/DISCORD is deprecated in favor of DISCORD_USER/);
    expect(AssetType.safeParse('DISCORD').success).toBe(true);
  });

  it('narrows the detection-list filter to 40 values: DISCORD in, PINTEREST out', () => {
    expect(DETECTION_ASSET_TYPES).toHaveLength(40);
    expect(DETECTION_ASSET_TYPES).toContain('DISCORD');
    expect(DETECTION_ASSET_TYPES).not.toContain('PINTEREST');
    expect(DETECTION_ASSET_TYPES).not.toContain('TWITCH');
  });

  it('narrows threats-list to 40 values: PINTEREST in, DISCORD out', () => {
    expect(THREAT_ASSET_TYPES).toHaveLength(40);
    expect(THREAT_ASSET_TYPES).toContain('PINTEREST');
    expect(THREAT_ASSET_TYPES).not.toContain('DISCORD');
    expect(new Set(THREAT_ASSET_TYPES).size).toBe(40);
  });

  it('gives organization assets their 14 types', () => {
    expect([...ORGANIZATION_ASSET_TYPES].sort()).toEqual(
      ['URL', 'ADDRESS', 'PAGE', 'DISCORD', 'TELEGRAM', 'TWITTER', 'INSTAGRAM', 'MEDIUM', 'GITHUB', 'YOUTUBE', 'LINKEDIN', 'TWITCH', 'TIKTOK', 'EMAIL'].sort(),
    );
  });

  it('watchlists URL, PAGE, EMAIL and the social platforms only', () => {
    for (const t of ['URL', 'PAGE', 'EMAIL', 'TWITTER', 'TELEGRAM', 'INSTAGRAM', 'DISCORD_USER', 'BLUESKY'] as const) expect(isWatchlistable(t)).toBe(true);
    for (const t of ['ADDRESS', 'IPFS', 'HEX', 'GITHUB', 'CHROME_WEB_STORE', 'APPLE_APP_STORE', 'GOOGLE_FORM'] as const) expect(isWatchlistable(t)).toBe(false);
  });

  it('keeps every subset inside AssetType', () => {
    for (const subset of [DETECTION_ASSET_TYPES, THREAT_ASSET_TYPES, ORGANIZATION_ASSET_TYPES, WATCHLISTABLE_ASSET_TYPES]) {
      for (const t of subset) expect(AssetType.options).toContain(t);
    }
  });
});

describe('other enums', () => {
  const exact: [string, { options: readonly string[] }, string[]][] = [
    ['asset status', AssetStatus, ['UNKNOWN', 'ALLOWED', 'BLOCKED']],
    ['confidence', Confidence, ['none', 'low', 'medium', 'high']],
    ['report status', DetectionReportStatus, ['REPORTED', 'NOT_REPORTED']],
    ['config status', DetectionConfigStatus, ['ENABLED', 'DEPRECATED_EVALUATE', 'DISABLED']],
    ['reject reason', RejectReason, ['irrelevant', 'no_malicious_activity', 'insufficient_evidence', 'not_targeting_org', 'decayed']],
    ['watchlist reason', WatchlistReason, ['DEAD', 'PARKING', 'NOT_ENOUGH_EVIDENCE', 'OTHER']],
    ['role', Role, ['OWNER', 'ADMIN', 'MEMBER']],
    ['webhook event', WebhookEvent, ['asset.status-updated', 'asset.status-escalated', 'organization.threat-detection-added']],
    ['422 errorType', ReportErrorType, ['DUPLICATE_ASSETS', 'INVALID_FORMAT', 'ASSET_NOT_FOUND', 'ASSET_ALREADY_CORRECT',
      'ALREADY_PENDING_REVIEW', 'REPORT_ALREADY_EXISTS', 'PROCESSING_FAILED', 'DOMAIN_NOT_ALLOWED', 'VALIDATION_ERROR']],
  ];
  it.each(exact)('%s has exactly the spec spellings', (_n, schema, values) => expect([...schema.options]).toEqual(values));

  it('has all nine labels, with the two brand labels', () => {
    expect(ProposalLabel.options).toHaveLength(9);
    for (const l of ['Brand Impersonation', 'Employee Impersonation', 'Fake Employee', 'Targeting Org Users', 'General Phishing',
      'C2 Server', 'False Positive', 'Organization Member Impersonation', 'Targeting Organization']) expect(ProposalLabel.options).toContain(l);
  });

  it('has the 17 detection sources, including the five generic ones', () => {
    expect(DetectionSource.options).toHaveLength(17);
    for (const s of ['ASSET_CHECK', 'CERTSTREAM', 'DNS_TWIST', 'EXTERNAL', 'GUESTBOOK']) expect(DetectionSource.options).toContain(s);
  });

  it('has the 23 parsed-asset models with their odd casing', () => {
    expect(ParsedAssetModel.options).toHaveLength(23);
    expect(ParsedAssetModel.options).toContain('Article');
    expect(ParsedAssetModel.options).toContain('pull-request');
  });

  it('names TODO, IN_PROGRESS and a cancelled takedown state', () => {
    for (const s of ['TODO', 'IN_PROGRESS', 'CANCELLED']) expect(TakedownStatus.options).toContain(s);
  });
});
