// Takedowns: the list operation, and the two state changes that feed the takedown event log (status
// and liveness). Start time (first move to IN_PROGRESS), completion time, cancellations in a window
// and dead-asset spikes are all read from that log, so every change goes through these functions.
import { and, asc, desc, eq, ilike, inArray, min, max, type SQL } from 'drizzle-orm';
import type { Takedown, TakedownsListBody, TakedownsListResponse, TakedownStatus } from '../../contract';
import { assets, takedownEvents, takedowns } from '../db/schema';
import { containsPattern } from '../db/sql';
import type { Executor } from '../db/types';
import { badField } from '../http/api-error';
import { assetRef } from './assets';
import { withinRange } from './organization-range';

type TakedownRow = typeof takedowns.$inferSelect;

/** Sets a takedown's status and logs the transition (no-op when unchanged). */
export async function changeTakedownStatus(db: Executor, takedownId: number, status: TakedownStatus, now: Date): Promise<void> {
  const [row] = await db.select().from(takedowns).where(eq(takedowns.id, takedownId));
  if (!row || row.status === status) return;
  await db.update(takedowns).set({ status, updatedAt: now }).where(eq(takedowns.id, takedownId));
  await db.insert(takedownEvents).values({ takedownId, organizationId: row.organizationId, kind: 'status', fromValue: row.status, toValue: status, at: now });
}

/** Records a liveness check result (ALIVE | DEAD | UNKNOWN), logged when it changes. */
export async function setLiveness(db: Executor, takedownId: number, liveness: 'ALIVE' | 'DEAD' | 'UNKNOWN', now: Date): Promise<void> {
  const [row] = await db.select().from(takedowns).where(eq(takedowns.id, takedownId));
  if (!row || row.livenessStatus === liveness) return;
  await db.update(takedowns).set({ livenessStatus: liveness, updatedAt: now }).where(eq(takedowns.id, takedownId));
  await db.insert(takedownEvents).values({ takedownId, organizationId: row.organizationId, kind: 'liveness', fromValue: row.livenessStatus, toValue: liveness, at: now });
}

/** Opaque page cursor: the offset, base64url-encoded so callers do not build it themselves. */
const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeCursor(cursor: string): number {
  try {
    const o = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch {
    // fall through to the 400
  }
  throw badField(['next_page'], 'Not a cursor from a previous response');
}

export async function listTakedowns(db: Executor, organizationId: number, body: TakedownsListBody): Promise<TakedownsListResponse> {
  const where: SQL[] = [eq(takedowns.organizationId, organizationId), ...withinRange(takedowns.updatedAt, body.startDate, body.endDate)];
  if (body.takedownStatus?.length) where.push(inArray(takedowns.status, body.takedownStatus));
  if (body.livenessStatus?.length) where.push(inArray(takedowns.livenessStatus, body.livenessStatus));
  if (body.assetTypes?.length) where.push(inArray(assets.type, body.assetTypes));
  if (body.brandIds?.length) where.push(inArray(takedowns.brandId, body.brandIds));
  if (body.query) where.push(ilike(assets.content, containsPattern(body.query)));
  const sortColumns = {
    updatedAt: takedowns.updatedAt, createdAt: takedowns.createdAt, takedownStatus: takedowns.status,
    takedownUpdatedAt: takedowns.updatedAt, assigneeId: takedowns.assigneeId, brandId: takedowns.brandId,
  } as const;
  const sort = body.sorting ?? { key: 'updatedAt' as const, direction: 'desc' as const };
  const dir = sort.direction === 'asc' ? asc : desc;
  const offset = body.next_page ? decodeCursor(body.next_page) : 0;
  const rows = await db
    .select({ takedown: takedowns, asset: assets })
    .from(takedowns)
    .innerJoin(assets, eq(assets.id, takedowns.assetId))
    .where(and(...where))
    .orderBy(dir(sortColumns[sort.key]), dir(takedowns.id))
    .limit(body.per_page + 1)
    .offset(offset);
  const page = rows.slice(0, body.per_page);
  const times = await eventTimes(db, page.map((r) => r.takedown.id));
  return {
    takedowns: page.map(({ takedown, asset }) => toTakedown(takedown, assetRef(asset), times.get(takedown.id))),
    next_page: rows.length > body.per_page ? encodeCursor(offset + body.per_page) : null,
  };
}

/** First move to IN_PROGRESS and last move to COMPLETED, per takedown, from the event log. */
async function eventTimes(db: Executor, ids: number[]) {
  const out = new Map<number, { startedAt: Date | null; completedAt: Date | null }>();
  if (ids.length === 0) return out;
  const started = await db.select({ id: takedownEvents.takedownId, at: min(takedownEvents.at) }).from(takedownEvents)
    .where(and(inArray(takedownEvents.takedownId, ids), eq(takedownEvents.kind, 'status'), eq(takedownEvents.toValue, 'IN_PROGRESS'))).groupBy(takedownEvents.takedownId);
  const completed = await db.select({ id: takedownEvents.takedownId, at: max(takedownEvents.at) }).from(takedownEvents)
    .where(and(inArray(takedownEvents.takedownId, ids), eq(takedownEvents.kind, 'status'), eq(takedownEvents.toValue, 'COMPLETED'))).groupBy(takedownEvents.takedownId);
  for (const id of ids) out.set(id, { startedAt: null, completedAt: null });
  for (const s of started) out.get(s.id)!.startedAt = s.at ? new Date(s.at) : null;
  for (const c of completed) out.get(c.id)!.completedAt = c.at ? new Date(c.at) : null;
  return out;
}

function toTakedown(row: TakedownRow, asset: Takedown['asset'], times: { startedAt: Date | null; completedAt: Date | null } | undefined): Takedown {
  return {
    id: row.id,
    status: row.status as Takedown['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tasks: row.tasks.map((t) => ({
      type: String(t.type ?? 'UNKNOWN'),
      status: (t.status as Takedown['tasks'][number]['status']) ?? 'TODO',
      retractionStatus: (t.retractionStatus as Takedown['tasks'][number]['retractionStatus']) ?? null,
      takedownProvider: typeof t.takedownProvider === 'string' ? t.takedownProvider : null,
      submittedAt: typeof t.submittedAt === 'string' ? t.submittedAt : null,
      retractedAt: typeof t.retractedAt === 'string' ? t.retractedAt : null,
      externalId: typeof t.externalId === 'string' ? t.externalId : null,
    })),
    asset,
    brandId: row.brandId,
    livenessStatus: row.livenessStatus as Takedown['livenessStatus'],
    assigneeId: row.assigneeId,
    automated: row.automated,
    startedAt: times?.startedAt?.toISOString() ?? null,
    completedAt: row.status === 'COMPLETED' ? (times?.completedAt?.toISOString() ?? null) : null,
  };
}
