// Metrics group: the organization's metrics (GET /organization/metrics and its deprecated POST
// predecessor), a summary over a date range, a breakdown along one axis, and the "found" count.
// Ranges are inclusive; no dates means all time.
import { z } from 'zod';
import { AssetType } from './enums';
import { IsoDateOrInstant, OptionalSlug, OrganizationRef, PositiveId, Slug, YmdDate, orderedRange } from './common';
import { defineOperation, withErrors } from './operation';

const Count = z.int().nonnegative();

export const OrganizationMetricsQuery = z
  .object({
    slug: OptionalSlug,
    brandSlug: z.string().min(1).optional().meta({ description: 'Restrict to one brand' }),
    startDate: IsoDateOrInstant.optional(),
    endDate: IsoDateOrInstant.optional(),
  })
  .superRefine(orderedRange);
export type OrganizationMetricsQuery = z.infer<typeof OrganizationMetricsQuery>;

export const MetricsBlock = z
  .object({
    reports: Count,
    newThreats: Count,
    threatsWatchlisted: Count.meta({ description: 'Always 0 when brandSlug is used' }),
    takedownsFiled: Count,
    takedownsCompleted: Count,
    domainThreats: Count,
    twitterThreats: Count,
    telegramThreats: Count,
    otherThreats: Count,
  })
  .meta({ id: 'MetricsBlock' });

export const BlockedByType = z.array(z.object({ type: AssetType, count: Count })).meta({ id: 'BlockedByType' });
export const BlockedByDay = z.array(z.object({ date: YmdDate, count: Count })).meta({ id: 'BlockedByDay' });

export const OrganizationMetricsResponse = z
  .object({ metrics: MetricsBlock, blockedByType: BlockedByType, blockedByDay: BlockedByDay })
  .meta({ id: 'OrganizationMetricsResponse' });
export type OrganizationMetricsResponse = z.infer<typeof OrganizationMetricsResponse>;

export const GetOrganizationMetricsBody = z
  .object({ organizationSlug: Slug, startDate: IsoDateOrInstant.optional(), endDate: IsoDateOrInstant.optional() })
  .superRefine(orderedRange)
  .meta({ id: 'GetOrganizationMetricsBody' });
export type GetOrganizationMetricsBody = z.infer<typeof GetOrganizationMetricsBody>;

export const GetOrganizationMetricsResponse = z
  .object({
    metrics: z.object({
      reportsCount: Count,
      threatsBlockedCount: Count,
      threatsBlockedByAssetType: z.array(z.object({ assetType: AssetType, count: Count })),
      domainsBlockedCount: Count,
      totalTakedownsFiledCount: Count,
      totalTakedownsCompletedCount: Count,
      totalDetections: Count,
    }),
  })
  .meta({ id: 'GetOrganizationMetricsResponse' });
export type GetOrganizationMetricsResponse = z.infer<typeof GetOrganizationMetricsResponse>;

const RangeFields = {
  slug: Slug,
  startDate: IsoDateOrInstant.optional(),
  endDate: IsoDateOrInstant.optional(),
  brandIds: z.array(PositiveId).optional(),
};
export const MetricsRange = z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }).meta({ id: 'MetricsRange' });

export const MetricsSummaryBody = z.object(RangeFields).superRefine(orderedRange).meta({ id: 'MetricsSummaryBody' });
export type MetricsSummaryBody = z.infer<typeof MetricsSummaryBody>;
export const MetricsSummaryResponse = z
  .object({
    organization: OrganizationRef,
    range: MetricsRange,
    metrics: MetricsBlock,
    blockedByType: BlockedByType,
    blockedByBrand: z.array(z.object({ brandId: PositiveId, brandName: z.string(), count: Count })),
  })
  .meta({ id: 'MetricsSummaryResponse' });
export type MetricsSummaryResponse = z.infer<typeof MetricsSummaryResponse>;

export const MetricsAxis = z.enum(['day', 'type', 'brand']).meta({ id: 'MetricsAxis' });
export const MetricsBreakdownBody = z
  .object({ ...RangeFields, axis: MetricsAxis })
  .superRefine(orderedRange)
  .meta({ id: 'MetricsBreakdownBody' });
export type MetricsBreakdownBody = z.infer<typeof MetricsBreakdownBody>;
export const MetricsBreakdownResponse = z
  .object({
    axis: MetricsAxis,
    range: MetricsRange,
    buckets: z.array(z.object({
      key: z.string().meta({ description: 'YYYY-MM-DD, an AssetType, or a brand id' }),
      label: z.string(),
      count: Count,
    })),
    total: Count,
  })
  .meta({ id: 'MetricsBreakdownResponse' });
export type MetricsBreakdownResponse = z.infer<typeof MetricsBreakdownResponse>;

export const MetricsFoundBody = z.object(RangeFields).superRefine(orderedRange).meta({ id: 'MetricsFoundBody' });
export type MetricsFoundBody = z.infer<typeof MetricsFoundBody>;
export const MetricsFoundResponse = z.object({ found: Count, range: MetricsRange }).meta({ id: 'MetricsFoundResponse' });
export type MetricsFoundResponse = z.infer<typeof MetricsFoundResponse>;

/** Where the first report of each blocked threat came from (a detection source key, or a report kind). */
export const FirstReportSource = z
  .string()
  .meta({ description: 'A DetectionSource key, ORGANIZATION_REPORT (filed by the organization), COMMUNITY_REPORT (anyone else), or UNKNOWN' });
export const MetricsBlockedByFirstReportSourceBody = z.object(RangeFields).superRefine(orderedRange).meta({ id: 'MetricsBlockedByFirstReportSourceBody' });
export type MetricsBlockedByFirstReportSourceBody = z.infer<typeof MetricsBlockedByFirstReportSourceBody>;
export const MetricsBlockedByFirstReportSourceResponse = z
  .object({ range: MetricsRange, sources: z.array(z.object({ source: FirstReportSource, count: Count })), total: Count })
  .meta({ id: 'MetricsBlockedByFirstReportSourceResponse' });
export type MetricsBlockedByFirstReportSourceResponse = z.infer<typeof MetricsBlockedByFirstReportSourceResponse>;

const op = { group: 'Metrics', auth: 'apiKey' } as const;
export const metricsOperations = [
  defineOperation({ ...op, id: 'metricsSummary', method: 'post', path: '/metrics/summary', summary: 'Organization metrics and blocked-threat breakdowns',
    request: { body: MetricsSummaryBody }, responses: { 200: MetricsSummaryResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'metricsBreakdown', method: 'post', path: '/metrics/breakdown', summary: 'Blocked threats by day, asset type or brand',
    request: { body: MetricsBreakdownBody }, responses: { 200: MetricsBreakdownResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'metricsFound', method: 'post', path: '/metrics/found', summary: 'Count of new threats found',
    request: { body: MetricsFoundBody }, responses: { 200: MetricsFoundResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'metricsBlockedByFirstReportSource', method: 'post', path: '/metrics/blocked-by-first-report-source',
    summary: 'Blocked threats by the source of their first report',
    description: 'For each threat the organization blocked in the range, the earliest of its detections (by source key) and reports (by who filed them).',
    request: { body: MetricsBlockedByFirstReportSourceBody }, responses: { 200: MetricsBlockedByFirstReportSourceResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'organizationMetrics', method: 'get', path: '/organization/metrics', summary: "The organization's security metrics",
    request: { query: OrganizationMetricsQuery }, responses: { 200: OrganizationMetricsResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'getOrganizationMetrics', method: 'post', path: '/public/getOrganizationMetrics',
    summary: 'Organization metrics (deprecated: use GET /organization/metrics)', deprecated: true,
    request: { body: GetOrganizationMetricsBody }, responses: { 200: GetOrganizationMetricsResponse, ...withErrors(404) } }),
] as const;
