// Operations group: a snapshot of the pending-review and takedown queues with SLA and age buckets,
// for monitoring. One organization, or every organization (staff only).
import { z } from 'zod';
import { OrganizationRef, Slug, Timestamp } from './common';
import { defineOperation, withErrors } from './operation';

const Count = z.int().nonnegative();

export const QueueSnapshotBody = z
  .object({
    slug: Slug.optional(),
    allOrganizations: z.boolean().default(false).meta({ description: 'Staff only' }),
    windowHours: z.int().min(1).max(24 * 90).default(24).meta({ description: 'Staleness window of the age buckets' }),
    slaHours: z.int().min(1).max(24 * 90).default(24).meta({ description: 'Items older than this are over SLA' }),
  })
  .superRefine((v, ctx) => {
    // Exactly one scope: a named organization or all of them.
    if (v.allOrganizations && v.slug !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Give slug or allOrganizations, not both' });
    }
  })
  .meta({ id: 'QueueSnapshotBody' });
export type QueueSnapshotBody = z.infer<typeof QueueSnapshotBody>;

export const AgeBucket = z
  .object({ label: z.string(), minHours: z.number().nonnegative(), maxHours: z.number().nullable(), count: Count })
  .meta({ id: 'AgeBucket' });

const Queue = {
  total: Count,
  overSla: Count,
  oldestAgeHours: z.number().nonnegative().nullable(),
  ageBuckets: z.array(AgeBucket),
};

export const QueueSnapshotResponse = z
  .object({
    generatedAt: Timestamp,
    windowHours: z.int(),
    slaHours: z.int(),
    organizations: z.array(z.object({
      organization: OrganizationRef,
      reviewQueue: z.object({ ...Queue, pending: Count }),
      takedownQueue: z.object({ ...Queue, todo: Count, inProgress: Count, pendingInput: Count, stale: Count }),
    })),
  })
  .meta({ id: 'QueueSnapshotResponse' });
export type QueueSnapshotResponse = z.infer<typeof QueueSnapshotResponse>;

export const operationsOperations = [
  defineOperation({
    id: 'queueSnapshot', method: 'post', path: '/operations/queues/snapshot', group: 'Operations', auth: 'apiKey',
    summary: 'Pending-review and takedown queues with SLA and age buckets',
    request: { body: QueueSnapshotBody },
    responses: { 200: QueueSnapshotResponse, ...withErrors(404) },
  }),
] as const;
