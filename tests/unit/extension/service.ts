// The real service in process for extension unit tests: createApp on PGlite with the blocklist
// publisher, reached with app.fetch (no port). `block` moves an asset to BLOCKED and waits for the new list.
import { createApp } from '../../../src/server/app';
import { createBlocklistPublisher, loadListedFromDb } from '../../../src/server/blocklist';
import { systemClock } from '../../../src/server/clock';
import { openDatabase } from '../../../src/server/db/open';
import { inTransaction } from '../../../src/server/db/unit-of-work';
import { changeAssetStatus } from '../../../src/server/domain/asset-status';
import { ensureAsset } from '../../../src/server/domain/assets';
import { createEvents } from '../../../src/server/events';
import { silentLogger } from '../../../src/server/log';
import { loadSeed } from '../../../src/server/seed/load';

export const SERVICE_KEY = 'cp_test_syncserviceunitkey2345';

export async function startInProcessService() {
  const database = await openDatabase('memory');
  await loadSeed(database.db, new Date(), {
    organizations: [{ slug: 'acme', name: 'Acme' }],
    users: [{ email: 'a@acme.test', memberships: [{ org: 'acme', role: 'ADMIN' }], apiKeys: [SERVICE_KEY] }],
    assets: [{ type: 'URL', content: 'scam-one.com', status: 'BLOCKED' }, { type: 'URL', content: 'scam-two.com', status: 'UNKNOWN' }],
  }, { onlyIfEmpty: true });
  const events = createEvents(silentLogger);
  const publisher = createBlocklistPublisher({ loadListed: () => loadListedFromDb(database.db), clock: systemClock, log: silentLogger, debounceMs: 1 });
  await publisher.start();
  const { app } = createApp({ db: database.db, log: silentLogger, publisher, events, baseUrl: 'http://service.test/v2' });
  const fetchFn: typeof fetch = async (input, init) => app.fetch(new Request(String(input).replace('http://service.test', 'http://localhost'), init));
  const block = async (content: string) => {
    await inTransaction({ db: database.db, clock: systemClock, events }, async (work) => {
      await changeAssetStatus(work, (await ensureAsset(work.tx, work.now, 'URL', content)).id, 'BLOCKED');
    });
    await publisher.whenIdle();
  };
  return { database, publisher, fetch: fetchFn, block };
}
export type InProcessService = Awaited<ReturnType<typeof startInProcessService>>;
