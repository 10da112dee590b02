// Takedowns group: the takedown record (also embedded in asset search) and the list operation.
// A takedown runs tasks per target (hosting provider, registrar, TLD registry, or the platform itself).
import { z } from 'zod';
import {
  AssetType, LivenessStatus, RetractionStatus, SortDirection, TakedownSortKey, TakedownStatus, TakedownTaskStatus,
} from './enums';
import { AssetRef, IsoDateOrInstant, OptionalSlug, PositiveId, StringCursor, Timestamp, orderedRange } from './common';
import { defineOperation, withErrors } from './operation';

export const TakedownTask = z
  .object({
    type: z.string().meta({ description: 'Task target, e.g. HOSTING_PROVIDER, DOMAIN_REGISTRAR, TLD_REGISTRY, or a platform' }),
    status: TakedownTaskStatus,
    retractionStatus: RetractionStatus.nullable(),
    takedownProvider: z.string().nullable(),
    submittedAt: Timestamp.nullable(),
    retractedAt: Timestamp.nullable(),
    externalId: z.string().nullable(),
  })
  .meta({ id: 'TakedownTask' });
export type TakedownTask = z.infer<typeof TakedownTask>;

export const TakedownSummary = z
  .object({
    id: PositiveId,
    status: TakedownStatus,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    tasks: z.array(TakedownTask),
  })
  .meta({ id: 'TakedownSummary' });
export type TakedownSummary = z.infer<typeof TakedownSummary>;

export const Takedown = TakedownSummary.extend({
  asset: AssetRef,
  brandId: PositiveId.nullable(),
  livenessStatus: LivenessStatus,
  assigneeId: PositiveId.nullable(),
  automated: z.boolean(),
  startedAt: Timestamp.nullable().meta({ description: 'First move to IN_PROGRESS' }),
  completedAt: Timestamp.nullable(),
}).meta({ id: 'Takedown' });
export type Takedown = z.infer<typeof Takedown>;

export const TakedownsListBody = z
  .object({
    slug: OptionalSlug,
    per_page: z.int().min(1).max(100).default(10),
    next_page: StringCursor.nullish(),
    takedownStatus: z.array(TakedownStatus).optional(),
    livenessStatus: z.array(LivenessStatus).optional(),
    query: z.string().optional().meta({ description: 'Case-insensitive substring of the asset content' }),
    assetTypes: z.array(AssetType).optional(),
    brandIds: z.array(PositiveId).optional(),
    startDate: IsoDateOrInstant.optional().meta({ description: 'updatedAt lower bound (inclusive)' }),
    endDate: IsoDateOrInstant.optional().meta({ description: 'updatedAt upper bound (inclusive)' }),
    sorting: z.object({ key: TakedownSortKey, direction: SortDirection.default('desc') }).optional(),
  })
  .superRefine(orderedRange)
  .meta({ id: 'TakedownsListBody' });
export type TakedownsListBody = z.infer<typeof TakedownsListBody>;

export const TakedownsListResponse = z
  .object({ takedowns: z.array(Takedown), next_page: z.string().nullable() })
  .meta({ id: 'TakedownsListResponse' });
export type TakedownsListResponse = z.infer<typeof TakedownsListResponse>;

export const takedownOperations = [
  defineOperation({
    id: 'takedownsList', method: 'post', path: '/takedowns/list', group: 'Takedowns', auth: 'apiKey',
    summary: "List the organization's takedowns",
    request: { body: TakedownsListBody },
    responses: { 200: TakedownsListResponse, ...withErrors() },
  }),
] as const;
