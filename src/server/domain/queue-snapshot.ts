// POST /operations/queues/snapshot: the pending-review queue (PENDING proposals) and the open takedown
// queue (TODO, IN_PROGRESS, PENDING_INPUT) per organization, with totals, items over the SLA, the
// oldest age, and age buckets scaled by the window: [0, w), [w, 3w), [3w, 7w), [7w, ...). A takedown is
// stale when it has been IN_PROGRESS without an update for longer than the window.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QueueSnapshotResponse } from '../../contract';
import { organizations, proposals, takedowns } from '../db/schema';
import type { Executor } from '../db/types';

const HOUR_MS = 3_600_000;
const OPEN_TAKEDOWNS = ['TODO', 'IN_PROGRESS', 'PENDING_INPUT'];

function queue(ages: number[], windowHours: number, slaHours: number) {
  const edges = [0, windowHours, 3 * windowHours, 7 * windowHours];
  return {
    total: ages.length,
    overSla: ages.filter((a) => a > slaHours).length,
    oldestAgeHours: ages.length > 0 ? Math.round(Math.max(...ages) * 10) / 10 : null,
    ageBuckets: edges.map((lo, i) => {
      const hi = edges[i + 1] ?? null;
      return {
        label: hi === null ? `>= ${lo} h` : `${lo}-${hi} h`,
        minHours: lo,
        maxHours: hi,
        count: ages.filter((a) => a >= lo && (hi === null || a < hi)).length,
      };
    }),
  };
}

export async function queueSnapshot(db: Executor, organizationIds: number[] | 'all', now: Date, windowHours: number, slaHours: number): Promise<QueueSnapshotResponse> {
  const orgs = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(organizationIds === 'all' ? undefined : inArray(organizations.id, organizationIds))
    .orderBy(asc(organizations.id));
  const ageHours = (d: Date) => (now.getTime() - d.getTime()) / HOUR_MS;
  const result: QueueSnapshotResponse['organizations'] = [];
  for (const organization of orgs) {
    const pending = await db.select({ createdAt: proposals.createdAt }).from(proposals)
      .where(and(eq(proposals.organizationId, organization.id), eq(proposals.status, 'PENDING')));
    const open = await db.select({ status: takedowns.status, createdAt: takedowns.createdAt, updatedAt: takedowns.updatedAt }).from(takedowns)
      .where(and(eq(takedowns.organizationId, organization.id), inArray(takedowns.status, OPEN_TAKEDOWNS)));
    const reviewAges = pending.map((p) => ageHours(p.createdAt));
    result.push({
      organization,
      reviewQueue: { ...queue(reviewAges, windowHours, slaHours), pending: pending.length },
      takedownQueue: {
        ...queue(open.map((t) => ageHours(t.createdAt)), windowHours, slaHours),
        todo: open.filter((t) => t.status === 'TODO').length,
        inProgress: open.filter((t) => t.status === 'IN_PROGRESS').length,
        pendingInput: open.filter((t) => t.status === 'PENDING_INPUT').length,
        stale: open.filter((t) => t.status === 'IN_PROGRESS' && ageHours(t.updatedAt) > windowHours).length,
      },
    });
  }
  return { generatedAt: now.toISOString(), windowHours, slaHours, organizations: result };
}
