// Organization metrics (GET /organization/metrics and its deprecated POST), computed live from the
// tables, inclusive date ranges, no dates = all time (api-reference-shapes #43, #44).
//
// A threat is an asset the organization had blocked: one of its block proposals that was approved, or
// whose asset is BLOCKED now (blocked by another path after the proposal was filed). Each asset counts
// once, at the time it was resolved (or filed, if never resolved); that instant is what the range
// filters and what blockedByDay buckets. With a brand, threats are the assets approved with that brand
// on the review, reports are the reports holding them, takedowns are the brand's or those of these assets (filtered on
// updatedAt, as the reference says), and threatsWatchlisted is always 0.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssetType, GetOrganizationMetricsResponse, OrganizationMetricsResponse } from '../../contract';
import { assets, brands, detections, proposals, reports, reviews, takedowns } from '../db/schema';
import { countAll } from '../db/sql';
import type { Executor } from '../db/types';
import type { PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/api-error';
import { withinRange } from './organization-range';

export interface MetricsRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

interface Threat {
  assetId: number;
  type: string;
  at: Date;
}

export interface OrganizationFigures {
  reports: number;
  threats: Threat[];
  threatsWatchlisted: number;
  takedownsFiled: number;
  takedownsCompleted: number;
  detections: number;
}

/** A brand's slug: its name lower-cased with runs of other characters turned into one dash. */
export function brandSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The brand of this organization whose slug (or id, written as digits) is `slug`; 404 otherwise. */
export async function brandBySlug(db: Executor, organizationId: number, slug: string): Promise<number> {
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.organizationId, organizationId));
  const brand = rows.find((b) => brandSlug(b.name) === slug || String(b.id) === slug);
  if (!brand) throw notFound('Brand not found');
  return brand.id;
}

const count = async (db: Executor, table: PgTable, where: SQL | undefined) =>
  (await db.select({ n: countAll() }).from(table).where(where))[0]?.n ?? 0;

export async function organizationFigures(db: Executor, organizationId: number, range: MetricsRange, brandId: number | null = null): Promise<OrganizationFigures> {
  const threatAt = sql`coalesce(${proposals.resolvedAt}, ${proposals.createdAt})`;
  const where: SQL[] = [eq(proposals.organizationId, organizationId), eq(proposals.requestedStatus, 'BLOCKED'), ...withinRange(threatAt, range.startDate, range.endDate)];
  if (brandId === null) where.push(or(eq(proposals.status, 'APPROVED'), eq(assets.status, 'BLOCKED'))!);
  else where.push(eq(proposals.status, 'APPROVED'), eq(reviews.decision, 'APPROVE'), eq(reviews.brandId, brandId));
  const rows = await db
    .select({ assetId: assets.id, type: assets.type, at: sql<string>`min(${threatAt})`, reportIds: sql<number[]>`array_agg(${proposals.reportId})` })
    .from(proposals)
    .innerJoin(assets, eq(assets.id, proposals.assetId))
    .leftJoin(reviews, eq(reviews.proposalId, proposals.id))
    .where(and(...where))
    .groupBy(assets.id, assets.type);
  const threats = rows.map((r) => ({ assetId: r.assetId, type: r.type, at: new Date(r.at) }));

  if (brandId === null) {
    return {
      threats,
      reports: await count(db, reports, and(eq(reports.organizationId, organizationId), ...withinRange(reports.createdAt, range.startDate, range.endDate))),
      threatsWatchlisted: await count(db, reviews, and(eq(reviews.organizationId, organizationId), eq(reviews.watchlisted, true), ...withinRange(reviews.createdAt, range.startDate, range.endDate))),
      takedownsFiled: await count(db, takedowns, and(eq(takedowns.organizationId, organizationId), ...withinRange(takedowns.createdAt, range.startDate, range.endDate))),
      takedownsCompleted: await count(db, takedowns, and(eq(takedowns.organizationId, organizationId), eq(takedowns.status, 'COMPLETED'), ...withinRange(takedowns.createdAt, range.startDate, range.endDate))),
      detections: await count(db, detections, and(eq(detections.organizationId, organizationId), ...withinRange(detections.createdAt, range.startDate, range.endDate))),
    };
  }
  const reportIds = [...new Set(rows.flatMap((r) => (r.reportIds ?? []).filter((id): id is number => id !== null)))];
  const assetIds = threats.map((t) => t.assetId);
  const ofBrand = (column: typeof takedowns.assetId | typeof detections.assetId) => (assetIds.length ? inArray(column, assetIds) : sql`false`);
  const takedownWhere = [
    eq(takedowns.organizationId, organizationId),
    or(eq(takedowns.brandId, brandId), ofBrand(takedowns.assetId))!,
    ...withinRange(takedowns.updatedAt, range.startDate, range.endDate),
  ];
  return {
    threats,
    reports: reportIds.length,
    threatsWatchlisted: 0,
    takedownsFiled: await count(db, takedowns, and(...takedownWhere)),
    takedownsCompleted: await count(db, takedowns, and(...takedownWhere, eq(takedowns.status, 'COMPLETED'))),
    detections: await count(db, detections, and(eq(detections.organizationId, organizationId), ofBrand(detections.assetId), ...withinRange(detections.createdAt, range.startDate, range.endDate))),
  };
}

const tally = (keys: string[]) => {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};
const isDomain = (type: string) => type === 'URL' || type === 'PAGE';

/** The threat counts of the metrics block, by asset type family (shared with the /metrics group). */
export function threatFamilies(byType: { type: string; count: number }[]) {
  const sum = (keep: (type: string) => boolean) => byType.filter((b) => keep(b.type)).reduce((n, b) => n + b.count, 0);
  return {
    newThreats: sum(() => true),
    domainThreats: sum(isDomain),
    twitterThreats: sum((t) => t === 'TWITTER'),
    telegramThreats: sum((t) => t === 'TELEGRAM'),
    otherThreats: sum((t) => !isDomain(t) && t !== 'TWITTER' && t !== 'TELEGRAM'),
  };
}

export function metricsResponse(f: OrganizationFigures): OrganizationMetricsResponse {
  const blockedByType = tally(f.threats.map((t) => t.type)).map(([type, n]) => ({ type: type as AssetType, count: n }));
  const { newThreats, ...families } = threatFamilies(blockedByType);
  return {
    metrics: {
      reports: f.reports,
      newThreats,
      threatsWatchlisted: f.threatsWatchlisted,
      takedownsFiled: f.takedownsFiled,
      takedownsCompleted: f.takedownsCompleted,
      ...families,
    },
    blockedByType,
    blockedByDay: tally(f.threats.map((t) => t.at.toISOString().slice(0, 10))).map(([date, n]) => ({ date, count: n })),
  };
}

/** The deprecated operation's shape, from the same figures. */
export function legacyMetricsResponse(f: OrganizationFigures): GetOrganizationMetricsResponse {
  const current = metricsResponse(f);
  return {
    metrics: {
      reportsCount: f.reports,
      threatsBlockedCount: f.threats.length,
      threatsBlockedByAssetType: current.blockedByType.map((b) => ({ assetType: b.type, count: b.count })),
      domainsBlockedCount: current.metrics.domainThreats,
      totalTakedownsFiledCount: f.takedownsFiled,
      totalTakedownsCompletedCount: f.takedownsCompleted,
      totalDetections: f.detections,
    },
  };
}
