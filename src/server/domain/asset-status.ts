// Asset status changes. Every change writes its changelog row in the caller's transaction and is
// recorded on the unit of work, whose listeners (blocklist publisher, webhooks) run only after commit:
// a rolled-back change is never published.
import { eq } from 'drizzle-orm';
import { assetChangelog, assets } from '../db/schema';
import type { Tx } from '../db/types';

export type AssetStatus = 'UNKNOWN' | 'ALLOWED' | 'BLOCKED';

export interface AssetStatusChange {
  assetId: number;
  type: string;
  content: string;
  fromStatus: AssetStatus;
  toStatus: AssetStatus;
  at: Date;
  reason: string | null;
}

/** A transaction plus the status changes made in it, announced once it commits. */
export interface UnitOfWork {
  tx: Tx;
  now: Date;
  changes: AssetStatusChange[];
}

/**
 * Sets an asset's status; no-op (returns null) when it already has it. Locks the asset row so two
 * concurrent changes are serialized and each changelog row's fromStatus is the status it replaced.
 */
export async function changeAssetStatus(
  work: UnitOfWork,
  assetId: number,
  toStatus: AssetStatus,
  reason: string | null = null,
): Promise<AssetStatusChange | null> {
  const [row] = await work.tx.select().from(assets).where(eq(assets.id, assetId)).for('update');
  if (!row) throw new Error(`asset ${assetId} does not exist`);
  const fromStatus = row.status as AssetStatus;
  if (fromStatus === toStatus) return null;
  await work.tx.update(assets).set({ status: toStatus, updatedAt: work.now }).where(eq(assets.id, assetId));
  await work.tx.insert(assetChangelog).values({ assetId, fromStatus, toStatus, reason, updatedAt: work.now });
  const change = { assetId, type: row.type, content: row.content, fromStatus, toStatus, at: work.now, reason };
  work.changes.push(change);
  return change;
}
