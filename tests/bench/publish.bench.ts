// Blocklist publishing and confirm (issue 4 item 10):
// - time to publish a version of 1,000,000 expressions, beside hashing those expressions alone;
// - time to publish a 1,000-asset change on top of it (reload, listing, snapshot, diffs from every kept version);
// - confirm requests per second through hono's app.request at 50 in flight, beside a bare hono route that
//   parses the same JSON body and answers a small JSON, measured the same way in the same run (goal >= 0.8).
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { createBlocklistPublisher, mountBlocklistRoutes, type ListedAsset } from '../../src/server/blocklist';
import { systemClock } from '../../src/server/clock';
import { createMemoryLogger } from '../../src/server/log';

type Log = (line: string) => void;

const EXPRESSIONS = 1_000_000;
const CHANGE = 1_000;
const CHANGES = 5;
const CONCURRENCY = 50;
const ROUND_MS = 2_000;

const asset = (i: number): ListedAsset => ({ type: 'URL', content: `scam-${i.toString(36)}.example${i % 13}.com`, label: i % 3 === 0 ? null : 'General Phishing', brand: null });
const seconds = (ms: number) => Math.round(ms) / 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function bench(log: Log): Promise<Record<string, unknown>> {
  let assets = Array.from({ length: EXPRESSIONS }, (_, i) => asset(i));

  // Baseline: the SHA-256 of every expression, nothing else.
  let started = performance.now();
  for (const a of assets) createHash('sha256').update(`${a.content}/`).digest();
  const hashOnlyMs = performance.now() - started;
  log(`hash 1M expressions: ${seconds(hashOnlyMs)} s`);

  const lines = createMemoryLogger();
  const publisher = createBlocklistPublisher({ loadListed: async () => assets, clock: systemClock, log: lines, debounceMs: 0 });
  started = performance.now();
  await publisher.start();
  const firstMs = performance.now() - started;
  const first = publisher.versionInfo('http://bench/v2')!;
  log(`publish 1M: ${seconds(firstMs)} s, snapshot ${first.snapshot.bytes} bytes`);

  const changeMs: number[] = [];
  for (let round = 0; round < CHANGES; round++) {
    const base = EXPRESSIONS + round * CHANGE;
    assets = [...assets.slice(CHANGE / 2), ...Array.from({ length: CHANGE / 2 }, (_, i) => asset(base + i))]; // 500 leave, 500 arrive
    started = performance.now();
    publisher.onAssetStatusChanged();
    await publisher.whenIdle();
    changeMs.push(performance.now() - started);
    log(`1,000-asset change ${round + 1}: ${seconds(changeMs.at(-1)!)} s`);
  }
  const latest = publisher.versionInfo('http://bench/v2')!;
  const published = lines.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'blocklist published');

  const confirm = await confirmThroughput(publisher, log);
  publisher.stop();
  return {
    publish1M: {
      expressions: EXPRESSIONS,
      seconds: seconds(firstMs),
      baselineHashOnlySeconds: seconds(hashOnlyMs),
      snapshotBytes: first.snapshot.bytes,
      breakdown: published[0],
    },
    change1000: {
      assets: CHANGE,
      medianSeconds: seconds(median(changeMs)),
      allSeconds: changeMs.map(seconds),
      diffsPerVersion: latest.diffs.length,
      diffBytes: latest.diffs.map((d) => d.bytes),
      baselinePublish1MSeconds: seconds(firstMs),
      lastBreakdown: published.at(-1),
    },
    confirm,
    heapMB: Math.round(process.memoryUsage().heapUsed / 1e6),
  };
}

async function confirmThroughput(publisher: ReturnType<typeof createBlocklistPublisher>, log: Log) {
  const v2 = new Hono();
  mountBlocklistRoutes(v2, publisher);
  v2.post('/bare', async (c) => c.json({ ok: true, received: ((await c.req.json()) as { prefixes: string[] }).prefixes.length }));
  const app = new Hono().route('/v2', v2);

  // A client's request: the real prefix among four decoys; one in five is a listed prefix.
  const listed = createHash('sha256').update('scam-1.example1.com/').digest('hex').slice(0, 8);
  const body = (i: number) =>
    JSON.stringify({ algoVersion: 1, prefixes: [...Array.from({ length: 4 }, (_, k) => ((i * 7919 + k * 104729) >>> 0).toString(16).padStart(8, '0').slice(-8)), listed] });
  const bodies = Array.from({ length: 64 }, (_, i) => body(i));

  const rate = async (path: string) => {
    let done = 0;
    let failed = 0;
    const until = performance.now() + ROUND_MS;
    const worker = async () => {
      while (performance.now() < until) {
        const res = await app.request(path, { method: 'POST', body: bodies[done % bodies.length], headers: { 'Content-Type': 'application/json' } });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
        done++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (failed > 0) throw new Error(`${failed} requests to ${path} failed`);
    return done / ((performance.now() - started) / 1000);
  };

  await rate('/v2/bare'); // warm-up of both paths
  await rate('/v2/asset/blocklist/confirm');
  const bare: number[] = [];
  const confirm: number[] = [];
  for (let round = 0; round < 3; round++) {
    bare.push(await rate('/v2/bare'));
    confirm.push(await rate('/v2/asset/blocklist/confirm'));
    log(`round ${round + 1}: bare ${Math.round(bare.at(-1)!)} req/s, confirm ${Math.round(confirm.at(-1)!)} req/s`);
  }
  const confirmRate = median(confirm);
  const bareRate = median(bare);
  return {
    concurrency: CONCURRENCY,
    listedExpressions: EXPRESSIONS,
    requestsPerSecond: Math.round(confirmRate),
    baselineBareHonoRequestsPerSecond: Math.round(bareRate),
    ratio: Math.round((confirmRate / bareRate) * 100) / 100,
    goalRatio: 0.8,
  };
}
