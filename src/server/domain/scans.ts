// Scans: a scan enriches an asset with what the service knows (parse result, status, reports), runs the
// rules, and finishes COMPLETED; then the optional callback URL receives the result as JSON. Scans run
// after the request that started them has answered; the service never fetches the suspect page itself
// (liveness stays UNKNOWN), so a scan cannot be used to make this server visit an attacker's URL.
import { eq } from 'drizzle-orm';
import type { ScanResultResponse } from '../../contract';
import { assets, reportAssets, scans } from '../db/schema';
import { countAll } from '../db/sql';
import type { Executor } from '../db/types';
import type { AppDeps } from '../deps';
import { parseAsset } from '../../parse';
import { assetRef } from './assets';
import { judgeLegitimacy } from './legitimacy';

export type ScanRow = typeof scans.$inferSelect;

export async function createScan(db: Executor, now: Date, input: { assetId: number; organizationId: number | null; callbackUrl: string | null }) {
  const [row] = await db.insert(scans).values({ ...input, status: 'PENDING', createdAt: now }).returning();
  return row!;
}

/** Starts the scan in the background; deps.background holds it until it settles (tests await it). */
export function launchScan(deps: AppDeps, scanId: number): void {
  const run = runScan(deps, scanId).catch((error: unknown) => deps.log.error('scan failed', { scanId, error: String(error) }));
  deps.background.add(run);
  void run.finally(() => deps.background.delete(run));
}

async function runScan(deps: AppDeps, scanId: number): Promise<void> {
  const { db, clock } = deps;
  await db.update(scans).set({ status: 'IN_PROGRESS' }).where(eq(scans.id, scanId));
  const [scan] = await db.select().from(scans).where(eq(scans.id, scanId));
  const [asset] = scan ? await db.select().from(assets).where(eq(assets.id, scan.assetId)) : [];
  if (!scan || !asset) return;
  const now = clock.now();
  const [reported] = await db.select({ n: countAll() }).from(reportAssets).where(eq(reportAssets.assetId, asset.id));
  // The same judgement as the review's safety check: the rule kinds, the host of a PAGE or EMAIL.
  const legit = scan.organizationId ? await judgeLegitimacy(db, deps.log, scan.organizationId, asset) : null;
  const reports = reported?.n ?? 0;
  const riskScore = asset.status === 'BLOCKED' ? 1 : asset.status === 'ALLOWED' || legit ? 0 : Math.min(0.9, 0.3 + 0.2 * reports);
  const labels = asset.status === 'BLOCKED' ? ['Blocked'] : reports > 0 ? ['Reported'] : [];
  const result = {
    riskScore,
    labels,
    liveness: 'UNKNOWN',
    enrichments: [{ type: 'content_and_metadata', source: 'palisade-parse', success: true, output: { parsed: parseAsset(asset.content) }, createdAt: now.toISOString() }],
    ruleResults: [
      { rule: 'not-blocklisted', passed: asset.status !== 'BLOCKED', message: asset.status === 'BLOCKED' ? 'The asset is on the blocklist' : null },
      { rule: 'no-reports', passed: reports === 0, message: reports > 0 ? `${reports} report(s) name this asset` : null },
      { rule: 'legitimacy', passed: !legit, message: legit ? `Matches legitimacy rule ${legit.kind}: ${legit.pattern}` : null },
    ],
  };
  const [done] = await db.update(scans).set({ status: 'COMPLETED', result, completedAt: now }).where(eq(scans.id, scanId)).returning();
  if (!done?.callbackUrl) return;
  const payload = scanResult(done, asset);
  let callbackStatus = 'FAILED';
  try {
    const response = await deps.fetch(done.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) callbackStatus = 'DELIVERED';
  } catch (error) {
    deps.log.warn('scan callback failed', { scanId, error: String(error) });
  }
  await db.update(scans).set({ callbackStatus }).where(eq(scans.id, scanId));
}

export function scanResult(scan: ScanRow, asset: typeof assets.$inferSelect): ScanResultResponse {
  const r = (scan.result ?? {}) as Partial<Pick<ScanResultResponse, 'riskScore' | 'labels' | 'liveness' | 'enrichments' | 'ruleResults'>>;
  return {
    id: scan.id,
    status: scan.status as ScanResultResponse['status'],
    asset: assetRef(asset),
    liveness: r.liveness ?? 'UNKNOWN',
    riskScore: r.riskScore ?? null,
    labels: r.labels ?? [],
    enrichments: r.enrichments ?? [],
    ruleResults: r.ruleResults ?? [],
    createdAt: scan.createdAt.toISOString(),
    completedAt: scan.completedAt?.toISOString() ?? null,
  };
}
