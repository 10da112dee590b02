// Sync and guard against the real service in process: createApp on PGlite with the blocklist publisher,
// reached through the typed client with app.fetch as its fetch (no port, no mock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createGuard } from '../../../src/extension/guard';
import { createListHolder } from '../../../src/extension/list-holder';
import { createSync } from '../../../src/extension/sync';
import { createClient } from '../../../src/client';
import { freshStore } from './fixtures';

const KEY = 'cp_test_syncserviceunitkey2345';
let service: Awaited<ReturnType<typeof start>>;

async function start() {
  const database = await openDatabase('memory');
  await loadSeed(database.db, new Date(), {
    organizations: [{ slug: 'acme', name: 'Acme' }],
    users: [{ email: 'a@acme.test', memberships: [{ org: 'acme', role: 'ADMIN' }], apiKeys: [KEY] }],
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

beforeAll(async () => {
  service = await start();
}, 60_000);
afterAll(async () => {
  service.publisher.stop();
  await service.database.close();
});

describe('sync and guard against the real service', () => {
  it('syncs the snapshot, warns on a listed page, then applies the diff after a new block', async () => {
    const store = await freshStore();
    const list = createListHolder(store);
    await list.ready;
    const withKey = async () => createClient({ baseUrl: 'http://service.test/v2', apiKey: KEY, fetch: service.fetch, retry: { retries: 0 } });
    const sync = createSync({ store, list, client: withKey, now: Date.now, random: Math.random });
    const guard = createGuard({ list, store, client: withKey, now: Date.now, random: Math.random, waitForFirstList: async () => {} });

    expect((await sync.syncNow())).toMatchObject({ outcome: 'snapshot', lastError: null });
    expect((await guard.check('https://login.scam-one.com/verify')).verdict.state).toBe('warned');
    expect((await guard.check('https://scam-two.com/')).verdict.state).toBe('safe');

    await service.block('scam-two.com');
    const report = await sync.syncNow();
    expect(report).toMatchObject({ outcome: 'diff', lastError: null });
    expect((await guard.check('https://scam-two.com/')).verdict.state).toBe('warned');
  }, 30_000);
});
