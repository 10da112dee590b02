// Organization assets: the organization's own allowlist (api-reference-shapes #18-#21). An entry names a
// global asset by (type, content); adding one parses and types the content and approves the global asset
// as ALLOWED through changeAssetStatus (changelog, blocklist republish, webhooks). A BLOCKED asset is
// added but keeps its status: lifting a block goes through unblock or a dispute, never through an
// allowlist write. Removing an entry leaves the global asset and its status as they are.
// Ids in paths are entry ids; another organization's entry is 403, a missing one 404.
import { and, asc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type {
  AssetStatus, AssetType, OrganizationAsset, OrganizationAssetsAddBody, OrganizationAssetsAddResponse, OrganizationAssetsQuery,
  OrganizationAssetUpdateBody, OrganizationAssetUpdateResponse,
} from '../../contract';
import { assetGroups, assets, organizationAssets } from '../db/schema';
import { containsPattern } from '../db/sql';
import type { Executor } from '../db/types';
import { badField, forbidden, notFound } from '../http/api-error';
import { parseAsset } from '../../parse';
import { ensureAsset } from './assets';
import { changeAssetStatus, type UnitOfWork } from './asset-status';

type Entry = typeof organizationAssets.$inferSelect;

export const encodePageCursor = (id: number) => Buffer.from(`id:${id}`).toString('base64url');
export function decodePageCursor(cursor: string, path: (string | number)[]): number {
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badField(path, 'Invalid cursor: pass next_page of a previous response unchanged');
  return Number(match[1]);
}

/** The 400 for a path id that the body repeats differently. */
export function samePathAndBody(name: string, path: number, body: number): void {
  if (path !== body) throw badField([name], `Path parameter ${name} does not match body`);
}

/** 404 unless the group exists and is this organization's (another organization's group is not named). */
export async function requireGroup(db: Executor, organizationId: number, groupId: number): Promise<void> {
  const [group] = await db.select({ id: assetGroups.id }).from(assetGroups).where(and(eq(assetGroups.id, groupId), eq(assetGroups.organizationId, organizationId))).limit(1);
  if (!group) throw notFound(`Group with ID ${groupId} not found`);
}

/** The entry, or 404 when missing and 403 when it is another organization's. */
export async function ownEntry(db: Executor, organizationId: number, id: number): Promise<Entry> {
  const [entry] = await db.select().from(organizationAssets).where(eq(organizationAssets.id, id)).limit(1);
  if (!entry) throw notFound(`Asset with ID ${id} not found`);
  if (entry.organizationId !== organizationId) throw forbidden('Asset does not belong to your organization');
  return entry;
}

export async function listOrganizationAssets(db: Executor, organizationId: number, q: OrganizationAssetsQuery): Promise<{ assets: OrganizationAsset[]; next_page: string | null }> {
  const where: SQL[] = [eq(organizationAssets.organizationId, organizationId)];
  if (q.type) where.push(eq(organizationAssets.type, q.type));
  if (q.groupId !== undefined) where.push(q.groupId === -1 ? isNull(organizationAssets.groupId) : eq(organizationAssets.groupId, q.groupId));
  if (q.query) {
    const like = containsPattern(q.query);
    where.push(or(ilike(organizationAssets.content, like), ilike(organizationAssets.name, like), ilike(organizationAssets.description, like))!);
  }
  if (q.next_page !== undefined) where.push(gt(organizationAssets.id, decodePageCursor(q.next_page, ['next_page'])));
  const rows = await db
    .select({ entry: organizationAssets, status: assets.status, group: assetGroups })
    .from(organizationAssets)
    .leftJoin(assets, and(eq(assets.type, organizationAssets.type), eq(assets.content, organizationAssets.content)))
    .leftJoin(assetGroups, eq(assetGroups.id, organizationAssets.groupId))
    .where(and(...where))
    .orderBy(asc(organizationAssets.id))
    .limit(q.per_page + 1);
  const page = rows.slice(0, q.per_page);
  return {
    assets: page.map(({ entry, status, group }) => ({
      id: entry.id,
      content: entry.content,
      type: entry.type as AssetType,
      status: (status ?? 'UNKNOWN') as AssetStatus,
      name: entry.name,
      description: entry.description,
      group: group ? { id: group.id, name: group.name } : null,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    })),
    next_page: rows.length > q.per_page ? encodePageCursor(page.at(-1)!.entry.id) : null,
  };
}

export async function addOrganizationAssets(work: UnitOfWork, organizationId: number, body: OrganizationAssetsAddBody): Promise<OrganizationAssetsAddResponse> {
  const { tx, now } = work;
  for (const groupId of new Set(body.assets.flatMap((a) => (a.groupId === undefined ? [] : [a.groupId])))) await requireGroup(tx, organizationId, groupId);
  const results: OrganizationAssetsAddResponse['results'] = [];
  for (const item of body.assets) {
    const parsed = parseAsset(item.content);
    if (!parsed) {
      results.push({ content: item.content, success: false, error: 'Invalid asset format' });
      continue;
    }
    const [entry] = await tx
      .insert(organizationAssets)
      .values({
        organizationId, type: parsed.type, content: parsed.content, groupId: item.groupId ?? null, name: item.name ?? null,
        description: item.description ?? null, createdAt: now, updatedAt: now,
      })
      .onConflictDoNothing({ target: [organizationAssets.organizationId, organizationAssets.type, organizationAssets.content] })
      .returning({ id: organizationAssets.id });
    if (!entry) {
      results.push({ content: item.content, success: false, error: 'Asset already exists in organization' });
      continue;
    }
    const asset = await ensureAsset(tx, now, parsed.type, parsed.content);
    if (asset.status === 'UNKNOWN') await changeAssetStatus(work, asset.id, 'ALLOWED', `added to the assets of organization ${organizationId}`);
    results.push({ content: item.content, success: true, id: entry.id });
  }
  const successCount = results.filter((r) => r.success).length;
  return { results, successCount, errorCount: results.length - successCount };
}

export async function updateOrganizationAsset(db: Executor, now: Date, organizationId: number, id: number, body: OrganizationAssetUpdateBody): Promise<OrganizationAssetUpdateResponse> {
  samePathAndBody('assetId', id, body.assetId);
  await ownEntry(db, organizationId, id);
  if (body.groupId !== undefined && body.groupId !== null) await requireGroup(db, organizationId, body.groupId);
  const set: Partial<Entry> = { updatedAt: now };
  if (body.name !== undefined) set.name = body.name;
  if (body.description !== undefined) set.description = body.description;
  if (body.groupId !== undefined) set.groupId = body.groupId;
  const [row] = await db.update(organizationAssets).set(set).where(eq(organizationAssets.id, id)).returning();
  return { id: row!.id, content: row!.content, name: row!.name, description: row!.description, groupId: row!.groupId };
}

export async function removeOrganizationAsset(db: Executor, organizationId: number, id: number, bodyId: number): Promise<{ success: true; id: number }> {
  samePathAndBody('assetId', id, bodyId);
  await ownEntry(db, organizationId, id);
  await db.delete(organizationAssets).where(eq(organizationAssets.id, id));
  return { success: true, id };
}
