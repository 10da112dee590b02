// Starts the blocklist publisher over this database: it loads the BLOCKED assets, publishes the first
// version, and republishes (debounced) on every asset status change that createApp forwards to it.
import { createBlocklistPublisher, loadListedFromDb, type BlocklistPublisher } from '../blocklist';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import type { Logger } from '../log';

export async function startPublisher(db: Db, clock: Clock, log: Logger): Promise<BlocklistPublisher> {
  const publisher = createBlocklistPublisher({
    loadListed: () => loadListedFromDb(db),
    clock,
    log,
  });
  await publisher.start();
  return publisher;
}
