// POST /detection/list. Order is newest first: createdAt descending, then id descending as the
// tie-breaker, which is a total order. The cursor is the id of the last row served; the next page is
// every row after that row in this order, `(createdAt, id) < (its createdAt, its id)` (keyset
// pagination), so no row is repeated or skipped while detections keep arriving: a new detection
// sorts before the rows already served and shows up on the next first page (an offset cursor would
// repeat rows). One index, (organizationId, createdAt, id), serves the order, date windows and cursors.
import { and, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { DetectionListBody, DetectionListResponse, DetectionResult } from '../../contract';
import { assets, detections } from '../db/schema';
import type { Executor } from '../db/types';
import { badField } from '../http/api-error';
import { assetRef } from './assets';
import { withinRange } from './organization-range';

const COLUMNS = {
  source: detections.source,
  confidence: detections.confidence,
  assetStatus: assets.status,
  assetType: assets.type,
} as const;

/** The page query (limit + 1 rows), built but not run: the bench explains it, listDetections runs it. */
export async function detectionListQuery(db: Executor, organizationId: number, body: DetectionListBody) {
  const where: SQL[] = [eq(detections.organizationId, organizationId)];
  if (body.cursor !== undefined) {
    if (!Number.isInteger(body.cursor) || body.cursor < 1) throw badField(['cursor'], 'Expected nextCursor of a previous response (a positive integer)');
    const [last] = await db
      .select({ createdAt: detections.createdAt })
      .from(detections)
      .where(and(eq(detections.id, body.cursor), eq(detections.organizationId, organizationId)));
    if (!last) throw badField(['cursor'], 'The detection this cursor points to no longer exists; start again without a cursor');
    where.push(sql`(${detections.createdAt}, ${detections.id}) < (${last.createdAt.toISOString()}::timestamptz, ${body.cursor})`);
  }
  for (const filter of body.filters) {
    const column = COLUMNS[filter.property];
    const values = filter.value as string[];
    if (filter.operator === 'in') where.push(values.length > 0 ? inArray(column, values) : sql`false`);
    else if (values.length > 0) where.push(not(inArray(column, values)));
  }
  // strpos over lower() rather than ILIKE: the same case-insensitive substring test with no wildcard
  // characters to escape, and the planner's estimate for it is a fixed fraction instead of a guess
  // from sampled statistics, so it keeps the ordered index scan (an ILIKE estimate that came out too
  // low made PGlite sort every match of a common term: 1 s instead of 5 ms in the bench).
  if (body.query !== '') where.push(sql`strpos(lower(${detections.threatContent}), lower(${body.query})) > 0`);
  where.push(...withinRange(detections.createdAt, body.startDate, body.endDate));
  // Wrapped: a query builder is thenable, so returning it bare from an async function would run it.
  return {
    query: db
      .select({ detection: detections, asset: assets })
      .from(detections)
      .innerJoin(assets, eq(assets.id, detections.assetId))
      .where(and(...where))
      .orderBy(desc(detections.createdAt), desc(detections.id))
      .limit(body.limit + 1),
  };
}

export async function listDetections(db: Executor, organizationId: number, body: DetectionListBody): Promise<DetectionListResponse> {
  const rows = await (await detectionListQuery(db, organizationId, body)).query;
  const page = rows.slice(0, body.limit);
  return {
    detections: page.map(({ detection: d, asset }) => ({
      id: d.id,
      threatContent: d.threatContent,
      source: d.source as DetectionResult['source'],
      createdAt: d.createdAt.toISOString(),
      confidence: d.confidence as DetectionResult['confidence'],
      reportStatus: d.reportStatus as DetectionResult['reportStatus'],
      asset: assetRef(asset),
    })),
    nextCursor: rows.length > body.limit ? page.at(-1)!.detection.id : null,
  };
}
