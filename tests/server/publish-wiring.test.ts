// The seam between the core and the blocklist publisher: a status change committed through the API
// reaches the publisher, which publishes a new version; the blocklist operations answer from it.
import { beforeAll, expect, it } from 'vitest';
import { organizationAssets } from '../../src/server/db/schema';
import { startPublisher } from '../../src/server/cli/publisher';
import type { BlocklistPublisher } from '../../src/server/blocklist';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let publisher: BlocklistPublisher;
  beforeAll(async () => {
    const database = getDatabase();
    // Assets first, so the publisher's first version lists them.
    const bootstrap = await makeWorld(database);
    await putAsset(bootstrap, 'URL', 'wired-scam.com', 'BLOCKED');
    await putAsset(bootstrap, 'URL', 'wired-owned.com', 'BLOCKED');
    await bootstrap.db.insert(organizationAssets).values({ organizationId: bootstrap.orgs.acme.id, type: 'URL', content: 'wired-owned.com', createdAt: bootstrap.clock.now(), updatedAt: bootstrap.clock.now() });
    publisher = await startPublisher(database.db, bootstrap.clock, bootstrap.log);
    const { createApp } = await import('../../src/server/app');
    const { app, deps } = createApp({ db: database.db, clock: bootstrap.clock, log: bootstrap.log, publisher });
    w = { ...bootstrap, app, deps, call: rebind(bootstrap, app) };
  });

  it('serves version info and confirm from the publisher, and republishes after a status change', async () => {
    const first = await w.call('get', '/asset/blocklist/version');
    expect(first.status).toBe(200);
    expect(first.json.count).toBe(2);
    const unblock = await w.call('post', '/asset/unblock', { body: { type: 'URL', content: 'wired-owned.com' } });
    expect(unblock.json.unblocked).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    await publisher.whenIdle();
    const second = await w.call('get', '/asset/blocklist/version');
    expect(second.json.count).toBe(1);
    expect(second.json.version).toBeGreaterThan(first.json.version);
    expect(second.json.diffs.map((d: { fromVersion: number }) => d.fromVersion)).toContain(first.json.version);
    const confirm = await w.call('post', '/asset/blocklist/confirm', { body: { algoVersion: 1, prefixes: ['00000000'] } });
    expect(confirm.status).toBe(200);
    expect(confirm.json.results).toEqual([{ prefix: '00000000', matches: [] }]);
    publisher.stop();
  });
});

/** The world's `call`, pointed at another app over the same database and keys. */
function rebind(w: World, app: World['app']): World['call'] {
  return async (method, path, opts = {}) => {
    const key = opts.key === undefined ? w.keys.acme : opts.key;
    const headers: Record<string, string> = key ? { 'x-api-key': key } : {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const r = await app.request(`/v2${path}`, { method: method.toUpperCase(), headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await r.text();
    return { status: r.status, json: text ? JSON.parse(text) : undefined, headers: r.headers };
  };
}
