// Detections group, results: candidate threats found automatically for an organization, and the
// confirmed threats (blocked assets) it has. Filters are typed per property, so a value outside the
// property's allowed set is an issue at filters[i].value[j].
import { z } from 'zod';
import {
  AssetStatus, AssetType, Confidence, DetectionAssetType, DetectionReportStatus, DetectionSource, FilterOperator,
  SortDirection, ThreatAssetType, ThreatSortKey,
} from './enums';
import { AssetRef, IsoDateOrInstant, OptionalSlug, PositiveId, Slug, Timestamp, YmdDate, orderedRange } from './common';
import { defineOperation, withErrors } from './operation';

const filterOf = <P extends string, V extends z.ZodType>(property: P, value: V) =>
  z.object({ property: z.literal(property), operator: FilterOperator, value: z.array(value) });

export const DetectionFilter = z
  .discriminatedUnion('property', [
    filterOf('source', DetectionSource),
    filterOf('assetStatus', AssetStatus),
    filterOf('confidence', Confidence),
    filterOf('assetType', DetectionAssetType),
  ])
  .meta({ id: 'DetectionFilter' });
export type DetectionFilter = z.infer<typeof DetectionFilter>;

export const DetectionListBody = z
  .object({
    slug: Slug,
    cursor: z.number().optional().meta({ description: 'nextCursor of the previous response' }),
    limit: z.int().min(1).max(100).default(50),
    filters: z.array(DetectionFilter).default([]),
    query: z.string().default('').meta({ description: 'Case-insensitive search on threat content' }),
    startDate: IsoDateOrInstant.optional(),
    endDate: IsoDateOrInstant.optional(),
  })
  .superRefine(orderedRange)
  .meta({ id: 'DetectionListBody' });
export type DetectionListBody = z.infer<typeof DetectionListBody>;

export const DetectionResult = z
  .object({
    id: PositiveId,
    threatContent: z.string(),
    source: DetectionSource,
    createdAt: Timestamp,
    confidence: Confidence,
    reportStatus: DetectionReportStatus,
    asset: AssetRef,
  })
  .meta({ id: 'DetectionResult' });
export type DetectionResult = z.infer<typeof DetectionResult>;

export const DetectionListResponse = z
  .object({
    detections: z.array(DetectionResult).meta({ description: 'Newest first (createdAt, then id, descending)' }),
    nextCursor: z.number().nullable().meta({ description: 'null on the last page' }),
  })
  .meta({ id: 'DetectionListResponse' });
export type DetectionListResponse = z.infer<typeof DetectionListResponse>;

// ---- threats (pagination style A) -----------------------------------------------------------------------
export const ThreatSorting = z.object({ key: ThreatSortKey, direction: SortDirection }).meta({ id: 'ThreatSorting' });

export const ThreatsListBody = z
  .object({
    slug: OptionalSlug,
    query: z.string().optional().meta({ description: 'Case-insensitive substring of the threat content' }),
    startDate: YmdDate.optional().meta({ description: 'Inclusive; default one day ago' }),
    endDate: YmdDate.optional().meta({ description: 'Inclusive; default today' }),
    assetType: z.array(ThreatAssetType).optional(),
    sorting: z.array(ThreatSorting).default([{ key: 'id', direction: 'asc' }]),
    per_page: z.int().min(1).max(100).default(10),
    next_page: z.string().regex(/^[1-9][0-9]*$/, 'Expected a positive integer in a string').optional(),
  })
  .superRefine(orderedRange)
  .meta({ id: 'ThreatsListBody' });
export type ThreatsListBody = z.infer<typeof ThreatsListBody>;

export const Threat = z
  .object({ id: PositiveId, content: z.string(), type: AssetType, blockedAt: Timestamp })
  .meta({ id: 'Threat' });
export type Threat = z.infer<typeof Threat>;

export const ThreatsListResponse = z
  .object({ threats: z.array(Threat), next_page: z.string().nullable() })
  .meta({ id: 'ThreatsListResponse' });
export type ThreatsListResponse = z.infer<typeof ThreatsListResponse>;

const op = { group: 'Detections', auth: 'apiKey' } as const;
export const detectionOperations = [
  defineOperation({ ...op, id: 'detectionList', method: 'post', path: '/detection/list',
    summary: 'List detection results for an organization',
    description: 'Pagination style C: pass nextCursor back as cursor; null means the last page.',
    request: { body: DetectionListBody }, responses: { 200: DetectionListResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'threatsList', method: 'post', path: '/threats/list',
    summary: "List the organization's confirmed threats (blocked assets)",
    request: { body: ThreatsListBody }, responses: { 200: ThreatsListResponse, ...withErrors() } }),
] as const;
