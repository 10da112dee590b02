// Puts assets in a given status the way the service does (changelog row, events after commit).
import { inTransaction } from '../../../src/server/db/unit-of-work';
import { ensureAsset } from '../../../src/server/domain/assets';
import { changeAssetStatus, type AssetStatus } from '../../../src/server/domain/asset-status';
import type { World } from './app';

export async function putAsset(w: World, type: string, content: string, status: AssetStatus) {
  return inTransaction(w.deps, async (work) => {
    const asset = await ensureAsset(work.tx, work.now, type, content);
    await changeAssetStatus(work, asset.id, status, 'test');
    return asset;
  });
}
