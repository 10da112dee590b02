// Every enum of the Threat API v2 with its exact spelling. Sources: threat-api-v2-spec.md (wins on any
// conflict) and api-reference-shapes.md §3(a), §3(a2), §3(b), §3(c), §3(d), §3(e). Each enum is a zod
// schema (for validation and the OpenAPI document) plus its value list as a readonly tuple.
import { z } from 'zod';

export const AssetStatus = z.enum(['UNKNOWN', 'ALLOWED', 'BLOCKED']).meta({ id: 'AssetStatus' });
export type AssetStatus = z.infer<typeof AssetStatus>;

/** The spec's generic asset types, exact. */
export const GENERIC_ASSET_TYPES = [
  'URL', 'PAGE', 'ADDRESS', 'EMAIL', 'IPFS', 'HEX', 'BASENAME', 'PHONE_NUMBER', 'GOOGLE_FORM',
] as const;

/** Platform-named social types (glossary group "social" of §3(a)); the watchlist re-checks these. */
export const SOCIAL_ASSET_TYPES = [
  'LINKEDIN', 'TWITTER', 'FACEBOOK', 'YOUTUBE', 'REDDIT', 'TELEGRAM', 'TIKTOK', 'INSTAGRAM', 'THREADS',
  'MEDIUM', 'PATREON', 'FARCASTER', 'WHATSAPP', 'DISCORD_USER', 'QUORA', 'SUBSTACK', 'PRIMAL', 'BLUESKY',
  'SNAPCHAT', 'DESO', 'PINTEREST', 'DISCORD', 'TWITCH',
] as const;

/** App and extension stores (glossary group "apps"). */
export const STORE_ASSET_TYPES = [
  'GOOGLE_APP_STORE', 'APPLE_APP_STORE', 'AMAZON_APP_STORE', 'MICROSOFT_APP_STORE', 'CHROME_WEB_STORE',
  'MOZILLA_ADDONS', 'OPERA_ADDONS',
] as const;

/** Other platform-named types (glossary group "other", minus the generic ones). */
export const OTHER_PLATFORM_ASSET_TYPES = ['OPENSEA', 'GITHUB', 'TEACHABLE', 'DEBANK', 'TAWK_TO', 'JOTFORM', 'ARCHIVE_ORG'] as const;

export const PLATFORM_ASSET_TYPES = [...SOCIAL_ASSET_TYPES, ...STORE_ASSET_TYPES, ...OTHER_PLATFORM_ASSET_TYPES] as const;
export const ASSET_TYPES = [...GENERIC_ASSET_TYPES, ...PLATFORM_ASSET_TYPES] as const;

/** Deprecated spellings and their replacements (spec, Versioning 3). */
export const DEPRECATED_ASSET_TYPES: Readonly<Record<string, string>> = { DISCORD: 'DISCORD_USER' };

export const AssetType = z.enum(ASSET_TYPES).meta({
  id: 'AssetType',
  'x-deprecated-enum': ['DISCORD'],
  description:
    'Asset type. Generic: URL, PAGE, ADDRESS, EMAIL, IPFS, HEX, BASENAME, PHONE_NUMBER, GOOGLE_FORM; the rest are named after a platform. ' +
    'DISCORD is deprecated in favor of DISCORD_USER.',
});
export type AssetType = z.infer<typeof AssetType>;

/** `DISCORD` on its own, flagged deprecated so documentation and clients can warn. */
export const DeprecatedDiscordAssetType = z.literal('DISCORD').meta({ deprecated: true, description: 'Deprecated: use DISCORD_USER' });

/** The 39 values §3(a) columns D and T share, in the reference's order; each column adds one. */
const DETECTION_AND_THREAT_ASSET_TYPES = [
  'URL', 'PAGE', 'ADDRESS', 'LINKEDIN', 'TWITTER', 'FACEBOOK', 'YOUTUBE', 'REDDIT', 'TELEGRAM',
  'GOOGLE_APP_STORE', 'APPLE_APP_STORE', 'AMAZON_APP_STORE', 'MICROSOFT_APP_STORE', 'TIKTOK', 'INSTAGRAM',
  'THREADS', 'MEDIUM', 'CHROME_WEB_STORE', 'MOZILLA_ADDONS', 'OPERA_ADDONS', 'EMAIL', 'PATREON', 'OPENSEA',
  'FARCASTER', 'IPFS', 'GOOGLE_FORM', 'WHATSAPP', 'DISCORD_USER', 'QUORA', 'GITHUB', 'TEACHABLE', 'SUBSTACK',
  'DEBANK', 'TAWK_TO', 'JOTFORM', 'PRIMAL', 'BLUESKY', 'SNAPCHAT', 'DESO',
] as const satisfies readonly AssetType[];

/** detection-list `assetType` filter: the 40 values of §3(a) column D (has DISCORD, lacks PINTEREST). */
export const DETECTION_ASSET_TYPES = [...DETECTION_AND_THREAT_ASSET_TYPES, 'DISCORD'] as const satisfies readonly AssetType[];
export const DetectionAssetType = z.enum(DETECTION_ASSET_TYPES).meta({ id: 'DetectionAssetType' });

/** threats-list `assetType`: column T (has PINTEREST, lacks DISCORD). */
export const THREAT_ASSET_TYPES = [...DETECTION_AND_THREAT_ASSET_TYPES, 'PINTEREST'] as const satisfies readonly AssetType[];
export const ThreatAssetType = z.enum(THREAT_ASSET_TYPES).meta({ id: 'ThreatAssetType' });

/** Organization assets (list filter and add auto-classification): column O, 14 values. */
export const ORGANIZATION_ASSET_TYPES = [
  'URL', 'ADDRESS', 'PAGE', 'DISCORD', 'TELEGRAM', 'TWITTER', 'INSTAGRAM', 'MEDIUM', 'GITHUB', 'YOUTUBE',
  'LINKEDIN', 'TWITCH', 'TIKTOK', 'EMAIL',
] as const satisfies readonly AssetType[];
export const OrganizationAssetType = z.enum(ORGANIZATION_ASSET_TYPES).meta({ id: 'OrganizationAssetType' });

/** Types the watchlist can re-check for revival (spec: URL, PAGE, EMAIL and the social platforms). */
export const WATCHLISTABLE_ASSET_TYPES = ['URL', 'PAGE', 'EMAIL', ...SOCIAL_ASSET_TYPES] as const satisfies readonly AssetType[];
export const WatchlistableAssetType = z.enum(WATCHLISTABLE_ASSET_TYPES).meta({ id: 'WatchlistableAssetType' });
export function isWatchlistable(type: AssetType): boolean {
  return (WATCHLISTABLE_ASSET_TYPES as readonly string[]).includes(type);
}

/** Model of a parsed asset (spec, Parsed asset). */
export const ParsedAssetModel = z
  .enum([
    'addon', 'app', 'bot', 'business-profile', 'catalog', 'collection', 'channel', 'group', 'post', 'profile',
    'short', 'video', 'space', 'issue', 'pull-request', 'discussion', 'repository', 'Article', 'comment', 'list',
    'subreddit', 'community', 'mini-app',
  ])
  .meta({ id: 'ParsedAssetModel' });

// ---- Reviews and proposals -------------------------------------------------------------------------

export const ReviewDecision = z.enum(['APPROVE', 'REJECT', 'WATCHLIST']).meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.infer<typeof ReviewDecision>;
/** A decision as stored: WATCHLIST is recorded as REJECT with watchlisted true. */
export const StoredReviewDecision = z.enum(['APPROVE', 'REJECT']).meta({ id: 'StoredReviewDecision' });

export const ProposalLabel = z
  .enum([
    'Brand Impersonation', 'Employee Impersonation', 'Fake Employee', 'Targeting Org Users', 'General Phishing',
    'C2 Server', 'False Positive', 'Organization Member Impersonation', 'Targeting Organization',
  ])
  .meta({ id: 'ProposalLabel' });
export type ProposalLabel = z.infer<typeof ProposalLabel>;
/** Labels that need a `brandId`. */
export const BRAND_REQUIRED_LABELS = ['Brand Impersonation', 'Employee Impersonation'] as const satisfies readonly ProposalLabel[];

export const RejectReason = z
  .enum(['irrelevant', 'no_malicious_activity', 'insufficient_evidence', 'not_targeting_org', 'decayed'])
  .meta({ id: 'RejectReason' });
export const WatchlistReason = z.enum(['DEAD', 'PARKING', 'NOT_ENOUGH_EVIDENCE', 'OTHER']).meta({ id: 'WatchlistReason' });
export const ProposalReviewStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']).meta({ id: 'ProposalReviewStatus' });
/** `reports[].status` of the organization reports listing (reference shapes; see docs/operations.md). */
export const OrganizationReportStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']).meta({ id: 'OrganizationReportStatus' });
/** A report's workflow state. */
export const ReportLifecycleStatus = z.enum(['TODO', 'IN_PROGRESS', 'CLOSED']).meta({ id: 'ReportLifecycleStatus' });
/** How sure a reporter is (report-create assets; `HIGH` shown, the rest designed). */
export const ReporterConfidence = z.enum(['LOW', 'MEDIUM', 'HIGH']).meta({ id: 'ReporterConfidence' });
/** Why asset-check says what it says (SDK values). */
export const AssetCheckReason = z.enum(['eth-phishing-detect', 'reported']).meta({ id: 'AssetCheckReason' });

// ---- Detections -----------------------------------------------------------------------------------

export const Confidence = z.enum(['none', 'low', 'medium', 'high']).meta({ id: 'Confidence' });
export const DetectionReportStatus = z.enum(['REPORTED', 'NOT_REPORTED']).meta({ id: 'DetectionReportStatus' });
export const FilterOperator = z.enum(['in', 'notIn']).meta({ id: 'FilterOperator' });
/** `ThreatDetectionSourceKey`, the 17 keys of §3(b). */
export const DetectionSource = z
  .enum([
    'ASSET_CHECK', 'BING_SEARCH', 'CERTSTREAM', 'DNS_TWIST', 'DUCK_DUCK_GO_SEARCH', 'EXTERNAL', 'GOOGLE_SEARCH',
    'GUESTBOOK', 'MEDIUM_TAG_RSS', 'MOZILLA_ADDON_SEARCH', 'REDDIT_SUBREDDIT_SEARCH', 'TWITTER',
    'TWITTER_POST_SEARCH', 'TWITTER_SEARCH', 'URLSCAN', 'YAHOO_SEARCH', 'YOUTUBE_SEARCH',
  ])
  .meta({ id: 'DetectionSource' });
export type DetectionSource = z.infer<typeof DetectionSource>;
export const DetectionConfigStatus = z.enum(['ENABLED', 'DEPRECATED_EVALUATE', 'DISABLED']).meta({ id: 'DetectionConfigStatus' });
export const DetectionSourceScope = z.enum(['ORGANIZATION', 'GLOBAL']).meta({ id: 'DetectionSourceScope' });
export const DetectionSourceMode = z.enum(['PULL', 'PUSH']).meta({ id: 'DetectionSourceMode' });
export const LivenessStatus = z.enum(['ALIVE', 'DEAD', 'UNKNOWN']).meta({ id: 'LivenessStatus' });
export const WatchStatus = z.enum(['ENABLED', 'DISABLED']).meta({ id: 'WatchStatus' });
export const ScanStatus = z.enum(['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED']).meta({ id: 'ScanStatus' });

// ---- Takedowns, sorting ----------------------------------------------------------------------------

export const TakedownStatus = z
  .enum(['TODO', 'IN_PROGRESS', 'PENDING_INPUT', 'COMPLETED', 'CANCELLED'])
  .meta({ id: 'TakedownStatus', description: 'CANCELLED is the cancelled state (British spelling, as the healthchecks use)' });
export type TakedownStatus = z.infer<typeof TakedownStatus>;
export const TakedownTaskStatus = z
  .enum(['TODO', 'SUBMITTED', 'APPROVED', 'REJECTED', 'STALE', 'CANCELLED'])
  .meta({ id: 'TakedownTaskStatus' });
export const RetractionStatus = z.enum(['PENDING_RETRACTION', 'RETRACTION_SENT', 'RETRACTED']).meta({ id: 'RetractionStatus' });
export const SortDirection = z.enum(['asc', 'desc']).meta({ id: 'SortDirection' });
export const ThreatSortKey = z.enum(['id', 'blockedAt', 'content', 'type']).meta({ id: 'ThreatSortKey' });
export const TakedownSortKey = z
  .enum(['updatedAt', 'createdAt', 'takedownStatus', 'takedownUpdatedAt', 'assigneeId', 'brandId'])
  .meta({ id: 'TakedownSortKey' });

// ---- Organizations, people, access -----------------------------------------------------------------

export const Role = z.enum(['OWNER', 'ADMIN', 'MEMBER']).meta({ id: 'Role' });
export type Role = z.infer<typeof Role>;
export const KeyKind = z.enum(['ORGANIZATION', 'USER']).meta({ id: 'KeyKind' });
export const BrandType = z.enum(['ORGANIZATION', 'INDIVIDUAL']).meta({ id: 'BrandType' });
export const SubscriptionStatus = z.enum(['PROSPECT', 'POC', 'ACTIVE', 'INTEGRATION', 'INACTIVE']).meta({ id: 'SubscriptionStatus' });
export const OrganizationService = z
  .enum(['reporting', 'reviewing', 'protection', 'takedowns', 'detection', 'darkWebMonitoring'])
  .meta({ id: 'OrganizationService' });
export const CredentialKind = z.enum(['domain', 'email', 'crypto']).meta({ id: 'CredentialKind' });

// ---- Webhooks, healthchecks ------------------------------------------------------------------------

/** Events a webhook can subscribe to. `debug.test` is sent only by the test action. */
export const WebhookEvent = z
  .enum(['asset.status-updated', 'asset.status-escalated', 'organization.threat-detection-added'])
  .meta({ id: 'WebhookEvent' });
export const WebhookDeliveryStatus = z.enum(['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILURE']).meta({ id: 'WebhookDeliveryStatus' });
export const HealthcheckSeverity = z.enum(['ok', 'warn', 'fail']).meta({ id: 'HealthcheckSeverity' });
export const HEALTHCHECK_IDS = [
  'detections.silent-configs', 'reviewing.backlog', 'reviewing.old-proposals', 'takedowns.todo-volume',
  'takedowns.in-progress-volume', 'takedowns.stale-in-progress', 'takedowns.cancelled-count',
  'takedowns.automation-off', 'assets.dead-asset-spike', 'organization.missing-contact-url',
] as const;
export const HealthcheckId = z.enum(HEALTHCHECK_IDS).meta({ id: 'HealthcheckId' });
export type HealthcheckId = z.infer<typeof HealthcheckId>;
