// Organization metrics over an inclusive date range (no dates: all time). Definitions, each counted
// from stored rows:
// - a threat is an asset the organization blocked: an APPROVED proposal of the organization, at the
//   proposal's resolution time; its brand is the brand named by the approving review (if any);
// - reports: reports filed to the organization; watchlisted: its WATCHLIST reviews;
// - takedowns filed: created in the range; completed: moves to COMPLETED in the event log;
// - found: distinct assets detected for the organization (detection results) in the range.
// `brandIds` narrows threats and takedowns (which carry a brand); reports have no brand and are kept.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssetType } from '../../contract';
import { assets, brands, detections, proposals, reportAssets, reports, reviews, takedownEvents, takedowns } from '../db/schema';
import { countAll, countDistinct } from '../db/sql';
import type { Executor } from '../db/types';
import { threatFamilies } from './organization-metrics';
import { withinRange } from './organization-range';

export interface MetricsRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
  brandIds?: number[] | undefined;
}

function threatWhere(organizationId: number, range: MetricsRange): SQL[] {
  const where = [eq(proposals.organizationId, organizationId), eq(proposals.status, 'APPROVED'), ...withinRange(proposals.resolvedAt, range.startDate, range.endDate)];
  if (range.brandIds?.length) where.push(inArray(reviews.brandId, range.brandIds));
  return where;
}

/** Threats grouped by `key` (asset type, UTC day or brand id). */
export async function threatsBy(db: Executor, organizationId: number, range: MetricsRange, axis: 'type' | 'day' | 'brand') {
  const key = axis === 'type' ? sql<string>`${assets.type}` : axis === 'day' ? sql<string>`to_char(${proposals.resolvedAt} at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`cast(${reviews.brandId} as text)`;
  const where = threatWhere(organizationId, range);
  if (axis === 'brand') where.push(sql`${reviews.brandId} is not null`);
  const rows = await db
    .select({ key, count: countDistinct(assets.id) })
    .from(proposals)
    .innerJoin(assets, eq(assets.id, proposals.assetId))
    .leftJoin(reviews, eq(reviews.proposalId, proposals.id))
    .where(and(...where))
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({ key: String(r.key), count: r.count }));
}

const first = async (query: Promise<{ n: number }[]>): Promise<number> => (await query)[0]?.n ?? 0;

export async function metricsBlock(db: Executor, organizationId: number, range: MetricsRange) {
  const byType = await threatsBy(db, organizationId, range, 'type');
  const takedownBrand = range.brandIds?.length ? [inArray(takedowns.brandId, range.brandIds)] : [];
  const reportsCount = await first(db.select({ n: countAll() }).from(reports).where(and(eq(reports.organizationId, organizationId), ...withinRange(reports.createdAt, range.startDate, range.endDate))));
  const watchlisted = await first(db.select({ n: countAll() }).from(reviews)
    .where(and(eq(reviews.organizationId, organizationId), eq(reviews.watchlisted, true), ...withinRange(reviews.createdAt, range.startDate, range.endDate),
      ...(range.brandIds?.length ? [inArray(reviews.brandId, range.brandIds)] : []))));
  const filed = await first(db.select({ n: countAll() }).from(takedowns)
    .where(and(eq(takedowns.organizationId, organizationId), ...withinRange(takedowns.createdAt, range.startDate, range.endDate), ...takedownBrand)));
  const completed = await first(db.select({ n: countDistinct(takedownEvents.takedownId) })
    .from(takedownEvents).innerJoin(takedowns, eq(takedowns.id, takedownEvents.takedownId))
    .where(and(eq(takedownEvents.organizationId, organizationId), eq(takedownEvents.kind, 'status'), eq(takedownEvents.toValue, 'COMPLETED'),
      ...withinRange(takedownEvents.at, range.startDate, range.endDate), ...takedownBrand)));
  const blockedByType = byType.map((r) => ({ type: r.key as AssetType, count: r.count }));
  const { newThreats, ...families } = threatFamilies(blockedByType);
  return {
    metrics: { reports: reportsCount, newThreats, threatsWatchlisted: watchlisted, takedownsFiled: filed, takedownsCompleted: completed, ...families },
    blockedByType,
  };
}

export async function blockedByBrand(db: Executor, organizationId: number, range: MetricsRange) {
  const rows = await threatsBy(db, organizationId, range, 'brand');
  if (rows.length === 0) return [];
  const names = await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, rows.map((r) => Number(r.key))));
  return rows.map((r) => ({ brandId: Number(r.key), brandName: names.find((n) => n.id === Number(r.key))?.name ?? '', count: r.count }));
}

export async function foundCount(db: Executor, organizationId: number, range: MetricsRange): Promise<number> {
  return first(db.select({ n: countDistinct(detections.assetId) }).from(detections)
    .where(and(eq(detections.organizationId, organizationId), ...withinRange(detections.createdAt, range.startDate, range.endDate))));
}

/**
 * Blocked threats by the source of their first report: for each threat, the earliest of the
 * organization's detections of the asset (its source key) and the reports naming it
 * (ORGANIZATION_REPORT when the organization filed it, else COMMUNITY_REPORT); UNKNOWN when neither.
 */
export async function blockedByFirstReportSource(db: Executor, organizationId: number, range: MetricsRange) {
  const threats = await db
    .selectDistinct({ assetId: proposals.assetId })
    .from(proposals)
    .leftJoin(reviews, eq(reviews.proposalId, proposals.id))
    .where(and(...threatWhere(organizationId, range)));
  const ids = threats.map((t) => t.assetId);
  const first = new Map<number, { at: number; source: string }>();
  const offer = (assetId: number, at: Date, source: string) => {
    const seen = first.get(assetId);
    if (!seen || at.getTime() < seen.at) first.set(assetId, { at: at.getTime(), source });
  };
  if (ids.length > 0) {
    const found = await db.select({ assetId: detections.assetId, source: detections.source, at: detections.createdAt }).from(detections)
      .where(and(eq(detections.organizationId, organizationId), inArray(detections.assetId, ids)));
    for (const d of found) offer(d.assetId, d.at, d.source);
    const filed = await db.select({ assetId: reportAssets.assetId, at: reports.createdAt, organizationId: reports.organizationId, own: reports.customerSubmitted })
      .from(reportAssets).innerJoin(reports, eq(reports.id, reportAssets.reportId)).where(inArray(reportAssets.assetId, ids));
    for (const r of filed) offer(r.assetId, r.at, r.organizationId === organizationId && r.own ? 'ORGANIZATION_REPORT' : 'COMMUNITY_REPORT');
  }
  const counts = new Map<string, number>();
  for (const id of ids) {
    const source = first.get(id)?.source ?? 'UNKNOWN';
    counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  const sources = [...counts].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  return { sources, total: ids.length };
}
