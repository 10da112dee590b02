// The real Threat API service for the end-to-end tests, in this process: PGlite in memory, the test seed,
// the blocklist publisher and createApp, served by @hono/node-server. The wrapper around it (not
// src/server) counts requests per path, so a test can prove the extension stayed quiet, and can stop and
// restart the listener on the same port to play a service outage.
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../../../src/server/app';
import { createBlocklistPublisher, loadListedFromDb } from '../../../src/server/blocklist';
import { systemClock } from '../../../src/server/clock';
import { openDatabase } from '../../../src/server/db/open';
import { inTransaction } from '../../../src/server/db/unit-of-work';
import { changeAssetStatus } from '../../../src/server/domain/asset-status';
import { ensureAsset } from '../../../src/server/domain/assets';
import { createEvents } from '../../../src/server/events';
import { silentLogger } from '../../../src/server/log';
import { loadSeedFile } from '../../../src/server/seed/load';

export async function startService(port: number, seedFile: string) {
  const database = await openDatabase('memory');
  await loadSeedFile(database.db, new Date(), seedFile, { onlyIfEmpty: true });
  const log = silentLogger;
  const events = createEvents(log);
  const publisher = createBlocklistPublisher({ loadListed: () => loadListedFromDb(database.db), clock: systemClock, log, debounceMs: 20, waitSeconds: 300, cacheSeconds: 300 });
  await publisher.start();
  const { app } = createApp({ db: database.db, clock: systemClock, log, publisher, events, baseUrl: `http://127.0.0.1:${port}/v2` });

  const counts = new Map<string, number>();
  const listener = getRequestListener(app.fetch);
  let server: Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const key = `${req.method} ${path.startsWith('/v2/asset/blocklist/artifacts/') ? '/v2/asset/blocklist/artifacts/*' : path}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        void listener(req, res);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
      s.closeAllConnections();
    });

  await listen();
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    counts: () => Object.fromEntries(counts),
    resetCounts: () => counts.clear(),
    stop: close,
    start: listen,
    running: () => server !== null,
    /** Moves an asset to a status the way a review would, and waits until the new list is published. */
    async setStatus(type: string, content: string, status: 'BLOCKED' | 'UNKNOWN' | 'ALLOWED') {
      await inTransaction({ db: database.db, clock: systemClock, events }, async (work) => {
        const asset = await ensureAsset(work.tx, work.now, type, content);
        await changeAssetStatus(work, asset.id, status, 'e2e test');
      });
      publisher.onAssetStatusChanged();
      await publisher.whenIdle();
    },
    async close() {
      await close();
      publisher.stop();
      await database.close();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startService>>;
