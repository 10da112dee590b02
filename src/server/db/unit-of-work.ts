// Runs a function in one transaction and announces its asset status changes after commit.
import type { AssetStatusChange, UnitOfWork } from '../domain/asset-status';
import type { Clock } from '../clock';
import type { Events } from '../events';
import type { Db } from './types';

export async function inTransaction<T>(
  deps: { db: Db; clock: Clock; events: Events },
  fn: (work: UnitOfWork) => Promise<T>,
): Promise<T> {
  const changes: AssetStatusChange[] = [];
  const result = await deps.db.transaction(async (tx) => fn({ tx, now: deps.clock.now(), changes }));
  deps.events.assetStatusChanged(changes);
  return result;
}
