// Asset groups: named folders for the organization's assets (api-reference-shapes #22-#25). Names are
// unique within the organization, compared case-sensitively, and the unique index decides under
// concurrency: an insert or rename that loses answers 409. Deleting a group ungroups its assets.
import { and, asc, eq } from 'drizzle-orm';
import type { AssetGroup, AssetGroupDeleteResponse, AssetGroupsListResponse } from '../../contract';
import { assetGroups, organizationAssets } from '../db/schema';
import { countAll, countOf } from '../db/sql';
import type { Executor } from '../db/types';
import { uniqueViolation } from '../db/unique-violation';
import { conflict, forbidden, notFound } from '../http/api-error';
import { samePathAndBody } from './organization-assets';

const DUPLICATE = 'A group with this name already exists';

async function ownGroup(db: Executor, organizationId: number, id: number) {
  const [group] = await db.select().from(assetGroups).where(eq(assetGroups.id, id)).limit(1);
  if (!group) throw notFound(`Group with ID ${id} not found`);
  if (group.organizationId !== organizationId) throw forbidden('Group does not belong to your organization');
  return group;
}

export async function listGroups(db: Executor, organizationId: number): Promise<AssetGroupsListResponse> {
  const rows = await db
    .select({ id: assetGroups.id, name: assetGroups.name, assetCount: countOf(organizationAssets.id) })
    .from(assetGroups)
    .leftJoin(organizationAssets, eq(organizationAssets.groupId, assetGroups.id))
    .where(eq(assetGroups.organizationId, organizationId))
    .groupBy(assetGroups.id, assetGroups.name)
    .orderBy(asc(assetGroups.id));
  return { groups: rows };
}

export async function createGroup(db: Executor, now: Date, organizationId: number, name: string): Promise<AssetGroup> {
  const [row] = await db
    .insert(assetGroups)
    .values({ organizationId, name, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [assetGroups.organizationId, assetGroups.name] })
    .returning({ id: assetGroups.id, name: assetGroups.name });
  if (!row) throw conflict(DUPLICATE);
  return row;
}

export async function renameGroup(db: Executor, now: Date, organizationId: number, id: number, body: { groupId: number; name: string }): Promise<AssetGroup> {
  samePathAndBody('groupId', id, body.groupId);
  const group = await ownGroup(db, organizationId, id);
  if (group.name === body.name) return { id, name: group.name };
  try {
    const [row] = await db.update(assetGroups).set({ name: body.name, updatedAt: now }).where(eq(assetGroups.id, id)).returning({ id: assetGroups.id, name: assetGroups.name });
    return row!;
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
}

export async function deleteGroup(db: Executor, organizationId: number, id: number, bodyId: number): Promise<AssetGroupDeleteResponse> {
  samePathAndBody('groupId', id, bodyId);
  await ownGroup(db, organizationId, id);
  return db.transaction(async (tx) => {
    const [members] = await tx.select({ n: countAll() }).from(organizationAssets).where(and(eq(organizationAssets.groupId, id), eq(organizationAssets.organizationId, organizationId)));
    await tx.update(organizationAssets).set({ groupId: null }).where(eq(organizationAssets.groupId, id));
    await tx.delete(assetGroups).where(eq(assetGroups.id, id));
    return { success: true as const, id, unassignedAssetCount: members?.n ?? 0 };
  });
}
