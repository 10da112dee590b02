// Detection list (issue 6 item 8): p50/p99 of POST /detection/list's query over 1,000,000 detections,
// on PostgreSQL (PALISADE_PG_URL, a fresh database created and dropped here) and PGlite, with filters,
// a text query, date windows and deep cursors. Goal: p99 under 20 ms on PostgreSQL.
// Rows come from one INSERT ... SELECT generate_series per table (no row-by-row loading). The list
// function is called directly (listDetections): the figure is the database work plus the mapping,
// beside a baseline of `select 1` through the same driver in the same run, and the database's own
// execution time of the same queries (EXPLAIN ANALYZE), with the machine's load average.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DetectionListBody } from '../../src/contract';
import { openDatabase } from '../../src/server/db/open';
import { rowsOf, toNumber } from '../../src/server/db/sql';
import type { Database } from '../../src/server/db/types';
import { createOrganization } from '../../src/server/domain/admin';
import { detectionListQuery, listDetections } from '../../src/server/domain/detection-list';
import { createScratchDatabase } from '../server/helpers/scratch-postgres';

type Log = (line: string) => void;

// DETECTIONS_BENCH_ROWS shrinks the table for a quick check of the bench itself.
const ROWS = Number(process.env.DETECTIONS_BENCH_ROWS ?? 1_000_000);
const ASSETS = Math.max(1000, Math.floor(ROWS / 10));
const REPEAT = 25;
const SPAN_S = 365 * 86_400; // detections spread over one year
const START = Date.parse('2025-01-01T00:00:00Z');
const SOURCES = ['ASSET_CHECK', 'BING_SEARCH', 'CERTSTREAM', 'DNS_TWIST', 'DUCK_DUCK_GO_SEARCH', 'EXTERNAL', 'GOOGLE_SEARCH', 'GUESTBOOK', 'MEDIUM_TAG_RSS', 'MOZILLA_ADDON_SEARCH', 'REDDIT_SUBREDDIT_SEARCH', 'TWITTER', 'TWITTER_POST_SEARCH', 'TWITTER_SEARCH', 'URLSCAN', 'YAHOO_SEARCH', 'YOUTUBE_SEARCH'];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
};
const day = (offsetDays: number) => new Date(START + offsetDays * 86_400_000).toISOString();

async function fill(database: Database, log: Log): Promise<number> {
  const db = database.db;
  const now = new Date();
  const acme = await createOrganization(db, now, { slug: 'acme', name: 'Acme' });
  const other = await createOrganization(db, now, { slug: 'other', name: 'Other' });
  const t0 = performance.now();
  // 10% of assets BLOCKED, 20% EMAIL, the rest URL.
  await db.execute(sql.raw(`
    INSERT INTO assets (type, content, status, "createdAt", "updatedAt")
    SELECT CASE WHEN g % 5 = 0 THEN 'EMAIL' ELSE 'URL' END,
           CASE WHEN g % 5 = 0 THEN 'user' || g || '@scam.test' ELSE 'scam-' || g || '.example.com' END,
           CASE WHEN g % 10 = 3 THEN 'BLOCKED' ELSE 'UNKNOWN' END, now(), now()
    FROM generate_series(1, ${ASSETS}) g`));
  // 90% of detections are acme's, in id order over one year; the tag -xNN lets a query match ~2%.
  await db.execute(sql.raw(`
    INSERT INTO detections ("organizationId", "assetId", source, "threatContent", confidence, "reportStatus", "createdAt")
    SELECT CASE WHEN g % 10 = 0 THEN ${other.id} ELSE ${acme.id} END,
           1 + (g % ${ASSETS}),
           (ARRAY[${SOURCES.map((s) => `'${s}'`).join(',')}])[1 + g % ${SOURCES.length}],
           'https://scam-' || (g % ${ASSETS}) || '-x' || (g % 50) || '.example.com/login',
           (ARRAY['none','low','medium','high'])[1 + (g * 7) % 4],
           CASE WHEN g % 3 = 0 THEN 'REPORTED' ELSE 'NOT_REPORTED' END,
           timestamptz '${new Date(START).toISOString()}' + (g * ${SPAN_S / ROWS}) * interval '1 second'
    FROM generate_series(1, ${ROWS}) g`));
  await db.execute(sql.raw('ANALYZE assets'));
  await db.execute(sql.raw('ANALYZE detections'));
  log(`${database.kind}: ${ROWS} detections and ${ASSETS} assets inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return acme.id;
}

/** The query mix: each entry builds a body for repetition i (cursors vary in depth). */
function mix(maxId: number): Record<string, (i: number) => Partial<DetectionListBody>> {
  // A cursor is the id of one of acme's rows (ids that are multiples of 10 belong to the other organization).
  const deep = (i: number) => {
    const id = Math.floor(maxId * (0.05 + (0.9 * i) / REPEAT));
    return id % 10 === 0 ? id + 1 : id;
  };
  return {
    firstPage: () => ({}),
    deepCursor: (i) => ({ cursor: deep(i) }),
    sourceIn: (i) => ({ cursor: deep(i), filters: [{ property: 'source', operator: 'in', value: ['DNS_TWIST', 'CERTSTREAM'] }] }),
    confidenceNotIn: (i) => ({ cursor: deep(i), filters: [{ property: 'confidence', operator: 'notIn', value: ['none', 'low'] }] }),
    assetStatusBlocked: (i) => ({ cursor: deep(i), filters: [{ property: 'assetStatus', operator: 'in', value: ['BLOCKED'] }] }),
    assetTypeEmail: (i) => ({ cursor: deep(i), filters: [{ property: 'assetType', operator: 'in', value: ['EMAIL'] }] }),
    query: (i) => ({ cursor: deep(i), query: '-X7.' }),
    window7d: (i) => ({ startDate: day(7 * i), endDate: day(7 * i + 7) }),
    combined: (i) => ({ cursor: deep(i), query: 'scam', filters: [{ property: 'source', operator: 'notIn', value: ['GUESTBOOK'] }, { property: 'confidence', operator: 'in', value: ['high', 'medium'] }], startDate: day(0), endDate: day(365) }),
  };
}

/** The plan's node types, outermost first, e.g. "Limit > Nested Loop > Index Scan". */
function topNodes(plan: { 'Node Type'?: string; 'Index Name'?: string; Plans?: unknown[] }): string {
  const parts: string[] = [];
  for (let p: typeof plan | undefined = plan; p; p = p.Plans?.[0] as typeof plan | undefined) parts.push(p['Index Name'] ? `${p['Node Type']} (${p['Index Name']})` : String(p['Node Type']));
  return parts.join(' > ');
}

async function measure(database: Database, log: Log): Promise<Record<string, unknown>> {
  const organizationId = await fill(database, log);
  const db = database.db;
  const [max] = rowsOf<{ m: unknown }>(await db.execute(sql`select max(id) as m from detections`));
  const kinds = mix(toNumber(max!.m));
  const base = { slug: 'acme', limit: 50, filters: [], query: '' } as DetectionListBody;
  // Warm-up: one pass of every kind (plans cached, pages in memory).
  for (const make of Object.values(kinds)) await listDetections(db, organizationId, { ...base, ...make(0) });
  const all: number[] = [];
  const allServer: number[] = [];
  const plans: Record<string, string> = {};
  const byKind: Record<string, { p50: number; p99: number; serverP50: number; serverP99: number; rows: number }> = {};
  for (const [name, make] of Object.entries(kinds)) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < REPEAT; i++) {
      const t = performance.now();
      const page = await listDetections(db, organizationId, { ...base, ...make(i) });
      times.push(performance.now() - t);
      rows += page.detections.length;
    }
    all.push(...times);
    // The same queries again under EXPLAIN ANALYZE: the database's own execution time, which the load
    // other processes put on this shared machine inflates far less than the wall time above.
    const server: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const q = (await detectionListQuery(db, organizationId, { ...base, ...make(i) })).query.toSQL();
      const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
      const plan = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, q.params)).rows[0]!['QUERY PLAN'];
      const doc = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { 'Execution Time': number; Plan: { Plans?: unknown[] } }[];
      server.push(doc[0]!['Execution Time']);
      if (i === 0) plans[name] = topNodes(doc[0]!.Plan);
    }
    allServer.push(...server);
    byKind[name] = { p50: pct(times, 50), p99: pct(times, 99), serverP50: pct(server, 50), serverP99: pct(server, 99), rows: Math.round(rows / REPEAT) };
  }
  const ping: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await db.execute(sql`select 1`);
    ping.push(performance.now() - t);
  }
  const figures = {
    p50Ms: pct(all, 50), p99Ms: pct(all, 99), serverP50Ms: pct(allServer, 50), serverP99Ms: pct(allServer, 99),
    queries: all.length, baselineSelect1P50Ms: pct(ping, 50), loadAverage: loadavg().map((l) => Math.round(l * 10) / 10), byKind, plans,
  };
  log(`${database.kind}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (database execution p99 ${figures.serverP99Ms} ms) over ${all.length} queries`);
  return figures;
}

export default async function bench(log: Log): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { rows: ROWS, goal: 'p99 < 20 ms on PostgreSQL' };
  const url = process.env.PALISADE_PG_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 'palisade_bench');
    const database = await openDatabase(scratch.url, { poolSize: 4 });
    try {
      out.postgres = await measure(database, log);
    } finally {
      await database.close();
      await scratch.drop();
    }
  } else {
    out.postgres = { measured: false, why: 'PALISADE_PG_URL is not set; run under scripts/with-postgres.sh to measure PostgreSQL' };
  }
  const lite = await openDatabase('memory');
  try {
    out.pglite = await measure(lite, log);
  } finally {
    await lite.close();
  }
  return out;
}
