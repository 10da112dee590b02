// Service latency (issue 4 item 10): asset check and report create, p50/p99 over real HTTP at 50 concurrent
// connections, on PGlite (in memory) and on PostgreSQL (PALISADE_PG_URL, e.g. under scripts/with-postgres.sh;
// reported as skipped otherwise). Baseline in the same run: a bare hono route on the same server, same
// client, same concurrency, so the figures separate the service's cost from the HTTP stack's.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/open';
import { assetChangelog, assets } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/types';
import { createApiKey, createOrganization } from '../../src/server/domain/admin';
import { silentLogger } from '../../src/server/log';
import { createScratchDatabase } from '../server/helpers/scratch-postgres';

type Log = (line: string) => void;
const CONCURRENCY = 50;
const CHECKS = 3000;
const REPORTS = 1000;
const BLOCKED = 10_000;

const pct = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! * 100) / 100;

async function load(total: number, send: (i: number) => Promise<Response>): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        const r = await send(i);
        await r.arrayBuffer();
        times.push(performance.now() - t);
        if (r.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), rps: Math.round(total / seconds), errors };
}

async function measure(database: Database, log: Log, name: string) {
  const db = database.db;
  const now = new Date();
  const org = await createOrganization(db, now, { slug: `bench-${randomBytes(3).toString('hex')}`, name: 'Bench' });
  const { key } = await createApiKey(db, now, { orgSlug: org.slug });
  // A realistic table: BLOCKED_ domains with their changelog rows.
  for (let i = 0; i < BLOCKED; i += 1000) {
    const rows = Array.from({ length: 1000 }, (_, j) => ({ type: 'URL', content: `blocked-${i + j}.bench.com`, status: 'BLOCKED', createdAt: now, updatedAt: now }));
    const inserted = await db.insert(assets).values(rows).returning({ id: assets.id });
    await db.insert(assetChangelog).values(inserted.map((r) => ({ assetId: r.id, fromStatus: 'UNKNOWN', toStatus: 'BLOCKED', updatedAt: now })));
  }
  const { app } = createApp({ db, dbKind: database.kind, clock: systemClock, log: silentLogger, limits: { reportsPerWindow: 1e9, authCacheMs: 5_000 } });
  app.post('/bare', async (c) => c.json({ status: 'UNKNOWN', received: Object.keys((await c.req.json()) as object).length }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const run = `${Date.now().toString(36)}`;

  await load(200, (i) => post('/v2/asset/check', { type: 'URL', content: `warm-${i}.bench.com` }));
  const bare = await load(CHECKS, (i) => post('/bare', { type: 'URL', content: `https://sub.blocked-${i % BLOCKED}.bench.com/x` }));
  log(`${name} bare route: p50 ${bare.p50} ms, p99 ${bare.p99} ms, ${bare.rps} req/s`);
  const check = await load(CHECKS, (i) => post('/v2/asset/check', { type: 'URL', content: `https://sub.blocked-${i % BLOCKED}.bench.com/x` }));
  log(`${name} asset check: p50 ${check.p50} ms, p99 ${check.p99} ms, ${check.rps} req/s`);
  const report = await load(REPORTS, (i) => post('/v2/report/create', { assets: [{ content: `report-${run}-${i}.bench.com` }], title: 'bench report' }));
  log(`${name} report create: p50 ${report.p50} ms, p99 ${report.p99} ms, ${report.rps} req/s`);
  server.close();
  return {
    concurrency: CONCURRENCY,
    blockedAssets: BLOCKED,
    bareRouteBaseline: { requests: CHECKS, ...bare },
    assetCheck: { requests: CHECKS, ...check },
    reportCreate: { requests: REPORTS, ...report },
  };
}

export default async function bench(log: Log): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { unit: 'ms per request (p50/p99), requests per second' };
  const pglite = await openDatabase('memory');
  try {
    out.pglite = await measure(pglite, log, 'PGlite');
  } finally {
    await pglite.close();
  }
  const url = process.env.PALISADE_PG_URL;
  if (!url) {
    out.postgres = { skipped: 'PALISADE_PG_URL is not set; run under scripts/with-postgres.sh for PostgreSQL figures' };
    return out;
  }
  const scratch = await createScratchDatabase(url, 'palisade_bench');
  const postgres = await openDatabase(scratch.url, { poolSize: CONCURRENCY });
  try {
    out.postgres = await measure(postgres, log, 'PostgreSQL');
  } finally {
    await postgres.close();
    await scratch.drop();
  }
  return out;
}
