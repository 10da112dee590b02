// `serve`: open the database (migrating it), load a seed into an empty database, start the blocklist
// publisher, and listen. /healthz answers once the listener accepts requests.
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { systemClock } from '../clock';
import { openDatabase } from '../db/open';
import { createJsonLogger } from '../log';
import { loadSeedFile } from '../seed/load';
import { startPublisher } from './publisher';
import { stringOption, UsageError, type ParsedArgs } from './args';

export const DEFAULT_DB = './data';

export async function runServe(args: ParsedArgs): Promise<number> {
  const port = Number(stringOption(args, 'port', process.env.PORT ?? '8787'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port must be an integer 0..65535');
  const host = stringOption(args, 'host', '127.0.0.1');
  const log = createJsonLogger();
  const database = await openDatabase(stringOption(args, 'db', process.env.PALISADE_DB ?? DEFAULT_DB));
  log.info('database open', { kind: database.kind, location: database.location });

  const seed = args.options.get('seed');
  if (typeof seed === 'string') {
    const outcome = await loadSeedFile(database.db, systemClock.now(), seed, { onlyIfEmpty: true });
    log.info(outcome.loaded ? 'seed loaded' : 'seed skipped: database not empty', { file: seed, ...outcome.counts });
  }

  const publisher = await startPublisher(database.db, systemClock, log);
  const { app } = createApp({
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    log,
    publisher,
    baseUrl: process.env.PALISADE_BASE_URL ?? null,
    limits: { authCacheMs: 5_000 },
  });

  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    log.info('listening', { url: `http://${host}:${info.port}/v2`, healthz: `http://${host}:${info.port}/healthz` });
  });
  const shutdown = (signal: string) => {
    log.info('shutting down', { signal });
    publisher?.stop();
    server.close(() => {
      void database.close().then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return 0;
}
