// Blocklist publishing and confirm (issue 4 item 10):
// - time to publish a version of 1,000,000 expressions, beside hashing those expressions alone;
// - time to publish a 1,000-asset change on top of it (reload, listing, snapshot, diffs from every kept version);
// - confirm requests per second through hono's app.request at 50 in flight, beside a bare hono route that
//   parses the same JSON body and answers a small JSON, measured the same way in the same run (goal >= 0.8).
import { createHash } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Hono } from 'hono';
import { createApp } from '../../src/server/app';
import { createBlocklistPublisher, mountBlocklistRoutes, type BlocklistPublisher, type ListedAsset } from '../../src/server/blocklist';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/open';
import { createApiKey, createOrganization } from '../../src/server/domain/admin';
import { createMemoryLogger, silentLogger } from '../../src/server/log';

type Log = (line: string) => void;

// PUBLISH_BENCH_EXPRESSIONS shrinks the list for a quick check of the bench itself.
const EXPRESSIONS = Number(process.env.PUBLISH_BENCH_EXPRESSIONS ?? 1_000_000);
const CHANGE = 1_000;
// Enough changes that the last ones carry a diff from each of the 20 kept versions.
const CHANGES = 21;
const FULL_HISTORY = 5;
const CONCURRENCY = 50;
const ROUND_MS = 2_000;
const ROUNDS = 5;

const asset = (i: number): ListedAsset => ({ type: 'URL', content: `scam-${i.toString(36)}.example${i % 13}.com`, label: i % 3 === 0 ? null : 'General Phishing', brand: null });
const seconds = (ms: number) => Math.round(ms) / 1000;

// Wall time, and this process's CPU time: on a shared machine the second is the steadier figure.
interface Timed {
  seconds: number;
  cpuSeconds: number;
}
async function timed(f: () => Promise<unknown>): Promise<Timed> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  await f();
  const used = process.cpuUsage(cpu);
  return { seconds: seconds(performance.now() - wall), cpuSeconds: seconds((used.user + used.system) / 1000) };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(log: Log): Promise<Record<string, unknown>> {
  let assets = Array.from({ length: EXPRESSIONS }, (_, i) => asset(i));

  // Baseline: the SHA-256 of every expression, nothing else.
  const hashOnly = await timed(async () => {
    for (const a of assets) createHash('sha256').update(`${a.content}/`).digest();
  });
  log(`hash 1M expressions: ${hashOnly.seconds} s (cpu ${hashOnly.cpuSeconds} s)`);

  const lines = createMemoryLogger();
  const publisher = createBlocklistPublisher({ loadListed: async () => assets, clock: systemClock, log: lines, debounceMs: 0 });
  const firstPublish = await timed(() => publisher.start());
  const first = publisher.versionInfo('http://bench/v2')!;
  log(`publish 1M: ${firstPublish.seconds} s (cpu ${firstPublish.cpuSeconds} s), snapshot ${first.snapshot.bytes} bytes`);

  const changes: Timed[] = [];
  // How long requests on this node wait at worst while a change is published (the build yields).
  const stall = monitorEventLoopDelay({ resolution: 10 });
  stall.enable();
  for (let round = 0; round < CHANGES; round++) {
    const base = EXPRESSIONS + round * CHANGE;
    assets = [...assets.slice(CHANGE / 2), ...Array.from({ length: CHANGE / 2 }, (_, i) => asset(base + i))]; // 500 leave, 500 arrive
    changes.push(
      await timed(async () => {
        publisher.onAssetStatusChanged();
        await publisher.whenIdle();
      }),
    );
    log(`1,000-asset change ${round + 1}: ${changes.at(-1)!.seconds} s (cpu ${changes.at(-1)!.cpuSeconds} s)`);
  }
  stall.disable();
  const changeMs = changes.map((c) => c.seconds * 1000);
  const changeCpuMs = changes.map((c) => c.cpuSeconds * 1000);
  const latest = publisher.versionInfo('http://bench/v2')!;
  const published = lines.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'blocklist published');

  const confirm = await confirmThroughput(publisher, log);
  const confirmThroughServiceOnPglite = await confirmThroughService(publisher, log);
  publisher.stop();
  return {
    publish1M: {
      expressions: EXPRESSIONS,
      seconds: firstPublish.seconds,
      cpuSeconds: firstPublish.cpuSeconds,
      baselineHashOnlySeconds: hashOnly.seconds,
      baselineHashOnlyCpuSeconds: hashOnly.cpuSeconds,
      snapshotBytes: first.snapshot.bytes,
      breakdown: published[0],
    },
    change1000: {
      assets: CHANGE,
      medianSecondsWith20Diffs: seconds(median(changeMs.slice(-FULL_HISTORY))),
      medianCpuSecondsWith20Diffs: seconds(median(changeCpuMs.slice(-FULL_HISTORY))),
      firstChangeSeconds: seconds(changeMs[0]!),
      allSeconds: changeMs.map(seconds),
      diffsPerVersion: latest.diffs.length,
      maxEventLoopStallMs: Math.round(stall.max / 1e6),
      p99EventLoopStallMs: Math.round(stall.percentile(99) / 1e6),
      largestDiffBytes: Math.max(...latest.diffs.map((d) => d.bytes)),
      baselinePublish1MSeconds: firstPublish.seconds,
      lastBreakdown: published.at(-1),
    },
    confirm,
    confirmThroughServiceOnPglite,
    heapMB: Math.round(process.memoryUsage().heapUsed / 1e6),
  };
}

type Fetcher = { request(path: string, init?: RequestInit): Response | Promise<Response> };

// A client's request: the real prefix among four decoys. Every request carries one listed prefix, the
// worst case for the answer's size.
const listedPrefix = createHash('sha256').update('scam-1.example1.com/').digest('hex').slice(0, 8);
const bodies = Array.from({ length: 64 }, (_, i) =>
  JSON.stringify({ algoVersion: 1, prefixes: [...Array.from({ length: 4 }, (_, k) => ((i * 7919 + k * 104729) >>> 0).toString(16).padStart(8, '0')), listedPrefix] }),
);

/** Requests per second over ROUND_MS with CONCURRENCY requests in flight. */
async function rate(app: Fetcher, path: string, init: (i: number) => RequestInit): Promise<number> {
  let done = 0;
  let failed = 0;
  const until = performance.now() + ROUND_MS;
  const worker = async () => {
    while (performance.now() < until) {
      const res = await app.request(path, init(done));
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed > 0) throw new Error(`${failed} requests to ${path} failed`);
  return done / ((performance.now() - started) / 1000);
}

/** Alternating rounds of the route under test and its baseline; medians of ROUNDS (the machine is shared). */
async function compare(log: Log, name: string, measured: () => Promise<number>, baseline: () => Promise<number>) {
  await baseline(); // warm-up of both paths
  await measured();
  const base: number[] = [];
  const under: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(await baseline());
    under.push(await measured());
    log(`${name} round ${round + 1}: baseline ${Math.round(base.at(-1)!)} req/s, measured ${Math.round(under.at(-1)!)} req/s`);
  }
  return { measured: median(under), baseline: median(base) };
}

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/json', ...headers },
});

async function confirmThroughput(publisher: BlocklistPublisher, log: Log) {
  const v2 = new Hono();
  mountBlocklistRoutes(v2, publisher);
  v2.post('/bare', async (c) => c.json({ ok: true, received: ((await c.req.json()) as { prefixes: string[] }).prefixes.length }));
  const app = new Hono().route('/v2', v2);
  const { measured, baseline } = await compare(
    log,
    'confirm',
    () => rate(app, '/v2/asset/blocklist/confirm', (i) => json(bodies[i % bodies.length]!)),
    () => rate(app, '/v2/bare', (i) => json(bodies[i % bodies.length]!)),
  );
  return {
    concurrency: CONCURRENCY,
    listedExpressions: EXPRESSIONS,
    requestsPerSecond: Math.round(measured),
    baselineBareHonoRequestsPerSecond: Math.round(baseline),
    ratio: Math.round((measured / baseline) * 100) / 100,
    goalRatio: 0.8,
  };
}

// The same confirm through the whole service (createApp: registry route, zod-openapi validation, X-API-KEY
// resolved through the same 5 s key cache that `serve` uses), beside /healthz of the same app and beside a
// bare POST route of the same app.
async function confirmThroughService(publisher: BlocklistPublisher, log: Log) {
  const database = await openDatabase('memory');
  try {
    const now = new Date();
    await createOrganization(database.db, now, { slug: 'bench', name: 'Bench' });
    const { key } = await createApiKey(database.db, now, { orgSlug: 'bench' });
    const { app } = createApp({ db: database.db, log: silentLogger, publisher, limits: { authCacheMs: 5_000 } });
    // A second baseline on the same app, behind the same request-log middleware: a POST that parses the
    // same JSON body and answers a small JSON. A GET without a body (/healthz) skips the body stream that
    // every POST pays in app.request (Request + ReadableStream + read), so it bounds what a POST can reach.
    app.post('/bench-bare-post', async (c) => c.json({ ok: true, received: ((await c.req.json()) as { prefixes: string[] }).prefixes.length }));
    const confirm = () => rate(app, '/v2/asset/blocklist/confirm', (i) => json(bodies[i % bodies.length]!, { 'X-API-KEY': key }));
    const healthz = await compare(log, 'service confirm vs healthz', confirm, () => rate(app, '/healthz', () => ({ method: 'GET' })));
    const barePost = await compare(log, 'service confirm vs bare POST', confirm, () => rate(app, '/bench-bare-post', (i) => json(bodies[i % bodies.length]!)));
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    return {
      database: 'pglite',
      requestsPerSecond: Math.round(healthz.measured),
      baselineHealthzRequestsPerSecond: Math.round(healthz.baseline),
      ratio: ratio(healthz.measured, healthz.baseline),
      requestsPerSecondBesideBarePost: Math.round(barePost.measured),
      baselineBarePostSameAppRequestsPerSecond: Math.round(barePost.baseline),
      ratioToBarePost: ratio(barePost.measured, barePost.baseline),
      goalRatio: 0.8,
    };
  } finally {
    await database.close();
  }
}
