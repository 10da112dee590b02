// Proposal review (issue 6 item 8): 50 concurrent reviews against one organization's budget of 10 per
// rolling 24 hours, over several rounds, on PGlite and (when PALISADE_PG_URL is set) PostgreSQL. Each
// round uses a fresh organization with 50 pending proposals and fires all 50 reviews at once through
// app.request; the figure is the count of 200s per round, which must be exactly 10 every time (the
// bench throws otherwise). Then the latency of one review (p50/p99, sequential, the fake clock moved a
// day after every 10 so the budget never refuses), beside GET /validate (key lookup only) measured the
// same way in the same run as the baseline.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { fakeClock } from '../../src/server/clock';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, openDatabase } from '../../src/server/db/open';
import * as schema from '../../src/server/db/schema';
import { proposals, reports } from '../../src/server/db/schema';
import type { Database, Db } from '../../src/server/db/types';
import { createApiKey, createOrganization } from '../../src/server/domain/admin';
import { ensureAsset } from '../../src/server/domain/assets';
import { silentLogger } from '../../src/server/log';
import { createScratchDatabase } from '../server/helpers/scratch-postgres';

type Log = (line: string) => void;

const ROUNDS = Number(process.env.REVIEW_BENCH_ROUNDS ?? 10);
const CONCURRENT = 50;
const LATENCY_SAMPLES = Number(process.env.REVIEW_BENCH_SAMPLES ?? 300);
const DAY_MS = 86_400_000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};

async function runOn(database: Database, log: Log): Promise<Record<string, unknown>> {
  const clock = fakeClock(new Date('2025-01-15T10:00:00.000Z'));
  const { app } = createApp({ db: database.db, dbKind: database.kind, clock, log: silentLogger });
  const db = database.db;

  async function organizationWith(n: number, tag: string) {
    const now = clock.now();
    const org = await createOrganization(db, now, { slug: `bench-${tag}-${randomBytes(4).toString('hex')}`, name: tag });
    const { key } = await createApiKey(db, now, { orgSlug: org.slug, role: 'ADMIN' });
    const [report] = await db.insert(reports).values({ organizationId: org.id, createdAt: now }).returning();
    const out: { proposalId: number; assetId: number }[] = [];
    for (let i = 0; i < n; i++) {
      const asset = await ensureAsset(db, now, 'URL', `${org.slug}-${i}.example`);
      const [p] = await db.insert(proposals).values({ assetId: asset.id, organizationId: org.id, reportId: report!.id, createdAt: now }).returning();
      out.push({ proposalId: p!.id, assetId: asset.id });
    }
    return { key, proposals: out };
  }
  const review = async (key: string, p: { proposalId: number; assetId: number }) => {
    const started = performance.now();
    const response = await app.request(`/v2/organization/proposals/${p.proposalId}/review`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ assetId: p.assetId, decision: 'APPROVE', label: 'General Phishing' }),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text };
  };

  const successes: number[] = [];
  const roundMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { key, proposals: ps } = await organizationWith(CONCURRENT, `round${round}`);
    const started = performance.now();
    const results = await Promise.all(ps.map((p) => review(key, p)));
    roundMs.push(performance.now() - started);
    const ok = results.filter((r) => r.status === 200).length;
    const limited = results.filter((r) => r.status === 429).length;
    successes.push(ok);
    log(`${database.kind} round ${round + 1}: ${ok} x 200, ${limited} x 429 in ${Math.round(roundMs.at(-1)!)} ms`);
    if (ok !== 10 || limited !== CONCURRENT - 10) throw new Error(`budget not exact on ${database.kind}: ${ok} x 200, ${limited} x 429`);
  }

  const { key, proposals: ps } = await organizationWith(LATENCY_SAMPLES, 'latency');
  const reviewMs: number[] = [];
  const validateMs: number[] = [];
  for (const [i, p] of ps.entries()) {
    if (i > 0 && i % 10 === 0) clock.advance(DAY_MS);
    const r = await review(key, p);
    if (r.status !== 200) throw new Error(`latency review ${i} answered ${r.status}: ${r.text}`);
    reviewMs.push(r.ms);
    const started = performance.now();
    await (await app.request('/v2/validate', { headers: { 'x-api-key': key } })).arrayBuffer();
    validateMs.push(performance.now() - started);
  }
  return {
    rounds: ROUNDS,
    concurrent: CONCURRENT,
    successesPerRound: successes,
    exactEveryRound: successes.every((n) => n === 10),
    roundMsP50: pct(roundMs, 50),
    reviewMs: { p50: pct(reviewMs, 50), p99: pct(reviewMs, 99), samples: reviewMs.length },
    baselineValidateMs: { p50: pct(validateMs, 50), p99: pct(validateMs, 99) },
    reviewOverValidateP50: Math.round((pct(reviewMs, 50) / pct(validateMs, 50)) * 100) / 100,
  };
}

export default async function bench(log: Log): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const pglite = await openDatabase('memory');
  try {
    out.pglite = await runOn(pglite, log);
  } finally {
    await pglite.close();
  }
  const url = process.env.PALISADE_PG_URL;
  if (!url) {
    out.postgres = 'skipped: PALISADE_PG_URL not set (run under scripts/with-postgres.sh)';
    return out;
  }
  const scratch = await createScratchDatabase(url, 'palisade_bench');
  // Our own pool, so an idle client dropped by the server is counted and logged instead of crashing
  // the run (a dropped idle client is replaced on the next query).
  const pool = new pg.Pool({ connectionString: scratch.url, max: 60 });
  let idleClientErrors = 0;
  pool.on('error', (error) => {
    idleClientErrors++;
    log(`idle PostgreSQL client dropped: ${error.message}`);
  });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  try {
    out.postgres = { ...(await runOn({ db: db as unknown as Db, kind: 'postgres', location: scratch.url, close: () => pool.end() }, log)), idleClientErrors };
  } finally {
    await pool.end();
    await scratch.drop();
  }
  return out;
}
