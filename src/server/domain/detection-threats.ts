// POST /threats/list: the organization's confirmed threats, i.e. BLOCKED assets it blocked through an
// approved proposal. blockedAt is the time of the asset's latest move to BLOCKED (changelog). The
// window defaults to one day ago .. today (inclusive, UTC days). Pagination style A: `next_page` is a
// page number carried in a string, since the caller may sort on any of four keys.
import { and, asc, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssetType, ThreatsListBody, ThreatsListResponse } from '../../contract';
import { assets, proposals } from '../db/schema';
import { containsPattern } from '../db/sql';
import type { Executor } from '../db/types';
import { withinRange } from './organization-range';

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

export async function listThreats(db: Executor, organizationId: number, body: ThreatsListBody, now: Date): Promise<ThreatsListResponse> {
  // Written out with table names: drizzle leaves columns unqualified in a select list, and inside this
  // subquery an unqualified "id" would bind to the changelog's own id.
  const blockedAt = sql<Date>`(select max(ac."updatedAt") from asset_changelog ac where ac."assetId" = "assets"."id" and ac."toStatus" = 'BLOCKED')`;
  const where: (SQL | undefined)[] = [
    eq(assets.status, 'BLOCKED'),
    exists(
      db.select({ one: sql`1` }).from(proposals)
        .where(and(eq(proposals.assetId, assets.id), eq(proposals.organizationId, organizationId), eq(proposals.status, 'APPROVED'))),
    ),
    ...withinRange(blockedAt, body.startDate ?? ymd(new Date(now.getTime() - DAY_MS)), body.endDate ?? ymd(now)),
  ];
  if (body.query) where.push(ilike(assets.content, containsPattern(body.query)));
  if (body.assetType && body.assetType.length > 0) where.push(inArray(assets.type, body.assetType));
  const keys = { id: assets.id, blockedAt, content: assets.content, type: assets.type } as const;
  const order = [...body.sorting.map((s) => (s.direction === 'asc' ? asc(keys[s.key]) : desc(keys[s.key]))), asc(assets.id)];
  const page = body.next_page ? Number(body.next_page) : 1;
  const rows = await db
    .select({ id: assets.id, content: assets.content, type: assets.type, blockedAt })
    .from(assets)
    .where(and(...where))
    .orderBy(...order)
    .limit(body.per_page + 1)
    .offset((page - 1) * body.per_page);
  return {
    threats: rows.slice(0, body.per_page).map((r) => ({ id: r.id, content: r.content, type: r.type as AssetType, blockedAt: new Date(r.blockedAt).toISOString() })),
    next_page: rows.length > body.per_page ? String(page + 1) : null,
  };
}
