// Sync and guard against the real service in process: createApp on PGlite with the blocklist publisher,
// reached through the typed client with app.fetch as its fetch (no port, no mock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client';
import { createGuard } from '../../../src/extension/guard';
import { createListHolder } from '../../../src/extension/list-holder';
import { createSync } from '../../../src/extension/sync';
import { freshStore } from './fixtures';
import { SERVICE_KEY as KEY, startInProcessService, type InProcessService } from './service';

let service: InProcessService;

beforeAll(async () => {
  service = await startInProcessService();
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
