// On-demand runs, validation against recent results, and drift signals over an organization's
// configs. Results are counted per config: detections the config produced, plus (for detections
// stored without a config, e.g. seeded or pushed ones) those of the same source and organization.
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type {
  DetectionConfigsRunBody, DetectionConfigsRunResponse, DetectionConfigsValidateBody, DetectionConfigsValidateResponse,
  DetectionDriftBody, DetectionDriftResponse, DetectionSource,
} from '../../contract';
import { detections } from '../db/schema';
import { countAll } from '../db/sql';
import type { Executor } from '../db/types';
import type { AppDeps } from '../deps';
import type { OrganizationAccess } from '../http/access';
import { notFound } from '../http/api-error';
import { listConfigs, syncDefaultConfigs, type ConfigRow } from './detection-configs';
import { sourceInfo } from './detection-sources';
import { newTyposquatDetections } from './detection-typosquats';

const HOUR_MS = 3_600_000;
type Selection = { configIds?: number[] | undefined; source?: string | undefined; includeDisabled: boolean };

/** The organization's live configs matching a selection (after the default-config automation ran). */
async function selectConfigs(deps: AppDeps, access: OrganizationAccess, selection: Selection): Promise<ConfigRow[]> {
  const organizationId = access.organization.id;
  await deps.db.transaction((tx) => syncDefaultConfigs(tx, organizationId, deps.clock.now()));
  let rows = (await listConfigs(deps.db, organizationId, { source: selection.source })).filter((r) => r.organizationId === organizationId);
  if (selection.configIds) {
    const missing = selection.configIds.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw notFound(`Detection config ${missing} not found`);
    rows = rows.filter((r) => selection.configIds!.includes(r.id));
  }
  return selection.includeDisabled ? rows : rows.filter((r) => r.status !== 'DISABLED');
}

export async function runConfigs(deps: AppDeps, access: OrganizationAccess, body: DetectionConfigsRunBody): Promise<DetectionConfigsRunResponse> {
  const runs: DetectionConfigsRunResponse['runs'] = [];
  for (const config of await selectConfigs(deps, access, body)) runs.push(await runOne(deps, config));
  return { runs };
}

async function runOne(deps: AppDeps, config: ConfigRow): Promise<DetectionConfigsRunResponse['runs'][number]> {
  const base = { configId: config.id, source: config.source as DetectionSource };
  const info = sourceInfo(config.source);
  if (!info || info.mode === 'PUSH') return { ...base, status: 'SKIPPED', message: 'Push-based source: results arrive as they are submitted' };
  if (config.source !== 'DNS_TWIST') return { ...base, status: 'SKIPPED', message: `No collector for ${config.source} is connected to this server` };
  try {
    const found = await newTyposquatDetections(deps.db, { id: config.id, organizationId: config.organizationId!, config: config.config }, deps.clock.now());
    const added = await addDetections(deps, found);
    return { ...base, status: 'COMPLETED', message: `${added.length} new detection(s)` };
  } catch (error) {
    deps.log.error('detection run failed', { configId: config.id, error: String(error) });
    return { ...base, status: 'FAILED', message: 'The run failed; see the server log' };
  }
}

/** Detections attributed to `config` since `from` (and before `to` when given). */
export async function resultCount(db: Executor, config: ConfigRow, organizationId: number, from: Date, to?: Date): Promise<number> {
  const mine = or(eq(detections.configId, config.id), and(isNull(detections.configId), eq(detections.source, config.source)));
  const window = to ? and(gte(detections.createdAt, from), lt(detections.createdAt, to)) : gte(detections.createdAt, from);
  const [row] = await db.select({ n: countAll() }).from(detections).where(and(eq(detections.organizationId, organizationId), mine, window));
  return row?.n ?? 0;
}

export async function validateConfigs(deps: AppDeps, access: OrganizationAccess, body: DetectionConfigsValidateBody): Promise<DetectionConfigsValidateResponse> {
  const configs = await selectConfigs(deps, access, body);
  const ran = new Set<number>();
  if (body.runFirst) for (const c of configs) if ((await runOne(deps, c)).status === 'COMPLETED') ran.add(c.id);
  const from = new Date(deps.clock.now().getTime() - body.lookbackHours * HOUR_MS);
  const results = [];
  for (const c of configs) {
    const count = await resultCount(deps.db, c, access.organization.id, from);
    results.push({
      configId: c.id, source: c.source as DetectionSource, status: c.status as 'ENABLED', resultCount: count,
      minResults: body.minResults, healthy: count >= body.minResults, ran: ran.has(c.id),
    });
  }
  return { healthy: results.every((r) => r.healthy), lookbackHours: body.lookbackHours, results };
}

const STALE_DAYS = 90;
const NOISE_FACTOR = 3;
const NOISE_MIN = 10;
const BASELINE_WINDOWS = 4;

export async function detectionDrift(deps: AppDeps, access: OrganizationAccess, body: DetectionDriftBody): Promise<DetectionDriftResponse> {
  const now = deps.clock.now().getTime();
  const span = body.lookbackHours * HOUR_MS;
  const signals: DetectionDriftResponse['signals'] = [];
  const explain = (text: string) => (body.explain ? text : null);
  for (const c of await selectConfigs(deps, access, body)) {
    const base = { configId: c.id, source: c.source as DetectionSource };
    const observed = await resultCount(deps.db, c, access.organization.id, new Date(now - span));
    const previous = await resultCount(deps.db, c, access.organization.id, new Date(now - span * (1 + BASELINE_WINDOWS)), new Date(now - span));
    const baseline = previous / BASELINE_WINDOWS;
    if (c.status !== 'DISABLED' && observed === 0) {
      signals.push({ ...base, kind: 'ZERO_RESULTS', observed, baseline, message: `No results in the last ${body.lookbackHours} h`,
        recommendation: explain('Check the keywords and schedule, or run the config now; disable it if the source no longer applies') });
    } else if (observed >= NOISE_MIN && observed > NOISE_FACTOR * baseline) {
      signals.push({ ...base, kind: 'NOISY_SOURCE', observed, baseline, message: `${observed} results against a baseline of ${baseline.toFixed(1)} per window`,
        recommendation: explain('Narrow the keywords or add exclusions; a sudden rise often means a too-generic term') });
    }
    const terms = ['keywords', 'query', 'domains'].some((k) => { const v = c.config[k]; return Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v !== ''; });
    const ageDays = Math.floor((now - c.updatedAt.getTime()) / (24 * HOUR_MS));
    if (terms && ageDays > STALE_DAYS) {
      signals.push({ ...base, kind: 'STALE_QUERY', observed: ageDays, baseline: STALE_DAYS, message: `Search terms unchanged for ${ageDays} days`,
        recommendation: explain('Review the terms against current brand names, products and campaigns') });
    }
  }
  return { lookbackHours: body.lookbackHours, signals };
}

/** Stores detections (one statement) and announces them (webhooks). */
export async function addDetections(
  deps: AppDeps,
  rows: (typeof detections.$inferInsert)[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = (await deps.db.insert(detections).values(rows).returning({ id: detections.id })).map((r) => r.id);
  const at = deps.clock.now();
  deps.events.detectionsAdded(ids.map((detectionId, i) => ({ organizationId: rows[i]!.organizationId, detectionId, at })));
  return ids;
}
