// The whole service's storage, for issue 4 (assets, reports, disputes, auth) and issue 6 (reviews,
// detections, credentials, takedowns, webhooks, organization assets). One file so a reader sees every
// table and constraint at once; drizzle-kit generates the SQL migrations in drizzle/ from it.
//
// Conventions that keep PGlite and PostgreSQL identical:
// - ids are `integer` identities (int4), never bigint: node-postgres returns int8 as a string, PGlite
//   as a number; counts are cast to int in SQL (see db/sql.ts), so no int8 ever reaches TypeScript.
// - timestamps are `timestamptz` written from the injected clock, never `now()` defaults, so tests
//   with a fake clock see the times they set.
// - rules that must hold under concurrency are constraints (unique indexes), not read-then-write.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
const at = () => timestamp({ withTimezone: true, mode: 'date' });
const orgRef = () => integer().references(() => organizations.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------- organizations, people, keys

export const organizations = pgTable('organizations', {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  darkWebMonitoring: boolean().notNull().default(false),
  contactUrl: text(),
  subscriptionStatus: text().notNull().default('ACTIVE'),
  /** Enabled services (`reporting`, `reviewing`, `takedowns`, ...), api-reference-shapes §3(a2). */
  services: jsonb().$type<string[]>().notNull().default([]),
  /** Automated takedowns (issue 6): on/off, and when that last changed (healthcheck takedowns.automation-off). */
  automatedTakedowns: boolean().notNull().default(false),
  automatedTakedownsChangedAt: at(),
  createdAt: at().notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: id(),
    organizationId: orgRef().notNull(),
    name: text().notNull(),
    type: text().notNull().default('ORGANIZATION'),
    description: text(),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.organizationId)],
);

/** Targets tracked on a brand for leaked-credential search (issue 6). */
export const credentialTargets = pgTable(
  'credential_targets',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text().notNull(), // domain | email | crypto
    target: text().notNull(), // normalized (emails lowercased)
  },
  (t) => [uniqueIndex().on(t.brandId, t.kind, t.target)],
);

/** Rules that can judge an asset legitimate and so refuse an APPROVE review (issue 6). */
export const legitimacyRules = pgTable('legitimacy_rules', {
  id: id(),
  organizationId: orgRef(), // null: global rule (e.g. the popular-domain list)
  kind: text().notNull(), // popular_domain | owned_domain_pattern
  pattern: text().notNull(),
  enabled: boolean().notNull().default(true),
  createdAt: at().notNull(),
});

export const users = pgTable('users', {
  id: id(),
  email: text().notNull().unique(), // stored lowercased
  name: text(),
  /** Profile picture (user/me/update); http(s) URL or null. */
  avatarUrl: text(),
  staff: boolean().notNull().default(false),
  createdAt: at().notNull(),
  /** Last profile change; null until the first update (responses fall back to createdAt). */
  updatedAt: at(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: orgRef().notNull(),
    role: text().notNull(), // OWNER | ADMIN | MEMBER
    active: boolean().notNull().default(true),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.userId, t.organizationId)],
);

/** Keys are stored only as SHA-256 hex; `prefix` (first 12 characters) is kept for display. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    keyHash: text().notNull().unique(),
    prefix: text().notNull(),
    label: text(),
    organizationId: orgRef(), // organization key
    userId: integer().references(() => users.id, { onDelete: 'cascade' }), // user key
    role: text().notNull().default('MEMBER'), // role of an organization key's machine user
    createdAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [check('api_keys_one_owner', sql`(${t.organizationId} is null) <> (${t.userId} is null)`)],
);

// ---------------------------------------------------------------- assets

/** Assets are unique on (type, content); the status is global (spec: "Asset"). */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    type: text().notNull(),
    content: text().notNull(),
    status: text().notNull().default('UNKNOWN'), // UNKNOWN | ALLOWED | BLOCKED
    /** Watchlist parking after a WATCHLIST review (issue 6): null, or the watchlist reason. */
    watchStatus: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.type, t.content), index().on(t.status, t.updatedAt, t.id)],
);

/** One row per status change, written in the same transaction as the change (db/asset-status.ts). */
export const assetChangelog = pgTable(
  'asset_changelog',
  {
    id: id(),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    reason: text(),
    updatedAt: at().notNull(),
  },
  (t) => [index().on(t.updatedAt), index().on(t.assetId)],
);

export const scans = pgTable('scans', {
  id: id(),
  assetId: integer()
    .notNull()
    .references(() => assets.id, { onDelete: 'cascade' }),
  organizationId: orgRef(),
  callbackUrl: text(),
  status: text().notNull(), // PENDING | IN_PROGRESS | COMPLETED | FAILED
  result: jsonb().$type<Record<string, unknown>>(),
  callbackStatus: text(), // null | DELIVERED | FAILED
  createdAt: at().notNull(),
  completedAt: at(),
});

// ---------------------------------------------------------------- reports, proposals, reviews, disputes

export const reports = pgTable(
  'reports',
  {
    id: id(),
    organizationId: orgRef(),
    apiKeyId: integer().references(() => apiKeys.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The reporter's email (user key: the user's; else contactInfo when it is an email), lowercased. */
    reporterEmail: text(),
    title: text(),
    description: text(),
    contactInfo: text(),
    status: text().notNull().default('TODO'), // TODO | IN_PROGRESS | CLOSED
    /** Filed by the organization itself (its key or one of its members): "customer submitted". */
    customerSubmitted: boolean().notNull().default(false),
    /** Everything else the request carried (attachment URLs, external reporter, guild ids...). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.organizationId, t.id)],
);

export const reportAssets = pgTable(
  'report_assets',
  {
    reportId: integer()
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    requestedStatus: text().notNull(),
    reporterConfidence: text(),
    enrichments: jsonb().$type<unknown[]>().notNull().default([]),
    /** Copy of reports.reporterEmail so the once-per-email rule is a unique index, exact under races. */
    reporterEmail: text(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.assetId] }),
    uniqueIndex('report_assets_email_asset').on(t.reporterEmail, t.assetId).where(sql`${t.reporterEmail} is not null`),
    index().on(t.assetId),
  ],
);

/** A pending suggestion on an asset, waiting on an organization (issue 6 reviews it). */
export const proposals = pgTable(
  'proposals',
  {
    id: id(),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    reportId: integer().references(() => reports.id, { onDelete: 'set null' }),
    requestedStatus: text().notNull().default('BLOCKED'),
    /** The organization sourced the report itself: its reviews are refused (spec: review 403). */
    sourcedByOrg: boolean().notNull().default(false),
    status: text().notNull().default('PENDING'), // PENDING | APPROVED | REJECTED
    createdAt: at().notNull(),
    resolvedAt: at(),
  },
  (t) => [
    index().on(t.organizationId, t.status, t.id),
    index().on(t.assetId, t.status),
    // One pending proposal per (organization, asset, requested status): a second report of the same asset
    // to the same organization answers ALREADY_PENDING_REVIEW, exact under concurrency.
    uniqueIndex('proposals_one_pending')
      .on(t.organizationId, t.assetId, t.requestedStatus)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * Reviews. The rolling-24h budget counts rows with viaApi = true per organization; the review operation
 * locks the organization row (`select ... for update`) before counting, so the budget is exact under
 * concurrency on both databases.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    proposalId: integer()
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    organizationId: orgRef().notNull(),
    apiKeyId: integer().references(() => apiKeys.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    decision: text().notNull(), // APPROVE | REJECT
    label: text(),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    rejectReason: text(),
    watchlistReason: text(),
    watchlisted: boolean().notNull().default(false),
    note: text(),
    viaApi: boolean().notNull().default(true),
    createdAt: at().notNull(),
  },
  (t) => [index().on(t.organizationId, t.createdAt), uniqueIndex().on(t.proposalId)],
);

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    email: text().notNull(), // lowercased
    description: text(),
    apiKeyId: integer().references(() => apiKeys.id, { onDelete: 'set null' }),
    status: text().notNull().default('OPEN'),
    notes: jsonb().$type<string[]>().notNull().default([]),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.assetId, t.email)],
);

// ---------------------------------------------------------------- limits

/** Fixed-window counters (DESIGN §3: all state in PostgreSQL). Upserted atomically; see domain/rate-limit.ts. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text().notNull(),
    windowStart: at().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ---------------------------------------------------------------- detections, credentials, takedowns (issue 6)

export const detectionConfigs = pgTable('detection_configs', {
  id: id(),
  organizationId: orgRef(), // null: a global config
  source: text().notNull(),
  title: text().notNull().default(''),
  description: text().notNull().default(''),
  cron: text().notNull().default('0 * * * *'),
  config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  status: text().notNull().default('ENABLED'), // ENABLED | DEPRECATED_EVALUATE | DISABLED
  brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
  isDefault: boolean().notNull().default(false),
  deletedAt: at(),
  createdAt: at().notNull(),
  updatedAt: at().notNull(),
});

export const detections = pgTable(
  'detections',
  {
    id: id(),
    organizationId: orgRef().notNull(),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    configId: integer().references(() => detectionConfigs.id, { onDelete: 'set null' }),
    source: text().notNull(),
    threatContent: text().notNull(),
    confidence: text().notNull(), // none | low | medium | high
    reportStatus: text().notNull().default('NOT_REPORTED'),
    createdAt: at().notNull(),
  },
  // (organizationId, createdAt, id) serves the detection list: newest first with the id as tie-breaker,
  // date windows as one index range, and the keyset cursor as a row comparison (domain/detection-list.ts).
  (t) => [index().on(t.organizationId, t.id), index().on(t.organizationId, t.createdAt, t.id), index().on(t.configId, t.createdAt)],
);

/** Leaked credential records. `password` is plaintext by the spec's contract: never log a row. */
export const credentials = pgTable(
  'credentials',
  {
    id: text().primaryKey(),
    organizationId: orgRef().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    target: text().notNull(),
    email: text(),
    address: text(),
    source: text(),
    leakName: text(),
    fragment: text(),
    crawlDate: text(),
    password: text(),
    passwordType: text(),
  },
  (t) => [index().on(t.brandId, t.kind, t.target)],
);

export const takedowns = pgTable(
  'takedowns',
  {
    id: id(),
    organizationId: orgRef().notNull(),
    assetId: integer()
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    status: text().notNull().default('TODO'), // TODO | IN_PROGRESS | COMPLETED | CANCELLED | PENDING_INPUT
    livenessStatus: text().notNull().default('UNKNOWN'), // ALIVE | DEAD | UNKNOWN
    tasks: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    automated: boolean().notNull().default(false),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [index().on(t.organizationId, t.status), index().on(t.organizationId, t.updatedAt, t.id)],
);

/**
 * The takedown event log: one row per status or liveness change (`kind` status | liveness). Start and
 * completion times, cancellations in a window and dead-asset spikes are all read from it.
 */
export const takedownEvents = pgTable(
  'takedown_events',
  {
    id: id(),
    takedownId: integer()
      .notNull()
      .references(() => takedowns.id, { onDelete: 'cascade' }),
    organizationId: orgRef().notNull(),
    kind: text().notNull(),
    fromValue: text(),
    toValue: text().notNull(),
    at: at().notNull(),
  },
  (t) => [index().on(t.organizationId, t.kind, t.toValue, t.at), index().on(t.takedownId)],
);

// ---------------------------------------------------------------- webhooks (issue 6)

export const webhooks = pgTable('webhooks', {
  id: id(),
  organizationId: orgRef().notNull(),
  url: text().notNull(),
  /** Kept in clear because signing needs it; never logged, never returned after creation. */
  secret: text().notNull(),
  description: text(),
  /** Fixed headers sent with every delivery (X-goog-api-key, X-Webhook-Access-Key). */
  headers: jsonb().$type<Record<string, string>>().notNull().default({}),
  events: jsonb().$type<string[]>().notNull().default([]),
  enabled: boolean().notNull().default(true),
  createdAt: at().notNull(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: integer()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    body: text().notNull(), // the exact bytes signed
    status: text().notNull().default('PENDING'), // PENDING | IN_PROGRESS | SUCCESS | FAILURE
    attempts: integer().notNull().default(0),
    nextAttemptAt: at(),
    lastStatusCode: integer(),
    lastError: text(),
    /** The delivery log: one entry per attempt (time, status code or error, duration). */
    log: jsonb().$type<{ at: string; statusCode: number | null; error: string | null; ms: number }[]>().notNull().default([]),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);

// ---------------------------------------------------------------- organization assets (allowlist) and groups (issue 6)

export const assetGroups = pgTable(
  'asset_groups',
  {
    id: id(),
    organizationId: orgRef().notNull(),
    name: text().notNull(),
    description: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.name)],
);

export const organizationAssets = pgTable(
  'organization_assets',
  {
    id: id(),
    organizationId: orgRef().notNull(),
    type: text().notNull(),
    content: text().notNull(),
    groupId: integer().references(() => assetGroups.id, { onDelete: 'set null' }),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    /** Display name (api-reference-shapes #18-#20). */
    name: text(),
    description: text(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.type, t.content)],
);
