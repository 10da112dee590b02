// The ten healthchecks, each a function from the organization, the clock and its tunables to the one
// shared result shape: id, severity (ok | warn | fail), the observed number, the thresholds it was
// graded against, findings (the oldest or offending items) and a suggested action when not ok.
// Count checks grade `observed >= warnAt / failAt`; age checks grade ages against warnDays / failDays.
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { HealthcheckId, HealthcheckResult } from '../../contract';
import { detectionConfigs, proposals, takedownEvents, takedowns } from '../db/schema';
import { countAll } from '../db/sql';
import type { Executor } from '../db/types';
import type { OrganizationRow } from '../http/principal';
import { resultCount } from './detection-runs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
type Finding = HealthcheckResult['findings'][number];
export interface CheckContext {
  db: Executor;
  organization: OrganizationRow;
  now: Date;
}
type Tunables = Record<string, number>;
type Check = (ctx: CheckContext, t: Tunables) => Promise<HealthcheckResult>;

const grade = (observed: number, warn: number | null, fail: number | null): HealthcheckResult['severity'] =>
  fail !== null && observed >= fail ? 'fail' : warn !== null && observed >= warn ? 'warn' : 'ok';

function result(id: HealthcheckId, observed: number, warn: number | null, fail: number | null, findings: Finding[], action: string, severity = grade(observed, warn, fail)): HealthcheckResult {
  return { id, severity, observed, threshold: { warn, fail }, findings, suggestedAction: severity === 'ok' ? null : action };
}

const days = (now: Date, at: Date) => Math.floor((now.getTime() - at.getTime()) / DAY_MS);

async function countWhere(db: Executor, table: typeof proposals | typeof takedowns, where: ReturnType<typeof and>): Promise<number> {
  return (await db.select({ n: countAll() }).from(table).where(where))[0]?.n ?? 0;
}

const volume = (id: HealthcheckId, status: string, action: string): Check => async ({ db, organization }, t) => {
  const n = await countWhere(db, takedowns, and(eq(takedowns.organizationId, organization.id), eq(takedowns.status, status)));
  return result(id, n, t.warnAt!, t.failAt!, [], action);
};

export const CHECKS: Record<HealthcheckId, Check> = {
  'detections.silent-configs': async ({ db, organization, now }, t) => {
    const configs = await db.select().from(detectionConfigs)
      .where(and(eq(detectionConfigs.organizationId, organization.id), eq(detectionConfigs.status, 'ENABLED'), isNull(detectionConfigs.deletedAt)))
      .orderBy(asc(detectionConfigs.id));
    const from = new Date(now.getTime() - t.lookbackHours! * HOUR_MS);
    const findings: Finding[] = [];
    for (const c of configs) {
      const n = await resultCount(db, c, organization.id, from);
      if (n < t.minResults!) findings.push({ subjectType: 'detectionConfig', subjectId: String(c.id), summary: `${c.source} config "${c.title}" produced ${n} result(s) in ${t.lookbackHours} h`, observed: n });
    }
    const fail = configs.length > 0 ? configs.length : null;
    return result('detections.silent-configs', findings.length, 1, fail, findings, 'Run the silent configs now (POST /detection/configs/validate with runFirst) and review their keywords');
  },

  'reviewing.backlog': async ({ db, organization }, t) => {
    const n = await countWhere(db, proposals, and(eq(proposals.organizationId, organization.id), eq(proposals.status, 'PENDING')));
    return result('reviewing.backlog', n, t.warnAt!, t.failAt!, [], 'Review pending proposals (GET /organization/reports?needsCustomerReview=true)');
  },

  'reviewing.old-proposals': async ({ db, organization, now }, t) => {
    const cutoff = new Date(now.getTime() - t.warnDays! * DAY_MS);
    const where = and(eq(proposals.organizationId, organization.id), eq(proposals.status, 'PENDING'), lt(proposals.createdAt, cutoff));
    const n = await countWhere(db, proposals, where);
    const oldest = await db.select().from(proposals).where(where).orderBy(asc(proposals.createdAt), asc(proposals.id)).limit(t.limit!);
    const findings = oldest.map((p) => ({ subjectType: 'proposal' as const, subjectId: String(p.id), summary: `Pending for ${days(now, p.createdAt)} days`, observed: days(now, p.createdAt) }));
    const oldestDays = findings[0]?.observed ?? 0;
    const severity = oldestDays >= t.failDays! ? 'fail' : n > 0 ? 'warn' : 'ok';
    return result('reviewing.old-proposals', n, t.warnDays!, t.failDays!, findings, 'Decide the oldest proposals first', severity);
  },

  'takedowns.todo-volume': volume('takedowns.todo-volume', 'TODO', 'File the waiting takedowns, or check the automation that files them'),
  'takedowns.in-progress-volume': volume('takedowns.in-progress-volume', 'IN_PROGRESS', 'Follow up with providers on open takedowns'),

  'takedowns.stale-in-progress': async ({ db, organization, now }, t) => {
    // Age counts from the first move to IN_PROGRESS (event log), else from the last update.
    // Table names written out: drizzle leaves select-list columns unqualified, and "id" would bind inside.
    const started = sql<Date>`coalesce((select min(e."at") from takedown_events e where e."takedownId" = "takedowns"."id" and e."kind" = 'status' and e."toValue" = 'IN_PROGRESS'), "takedowns"."updatedAt")`;
    const rows = await db.select({ id: takedowns.id, started }).from(takedowns)
      .where(and(eq(takedowns.organizationId, organization.id), eq(takedowns.status, 'IN_PROGRESS'), sql`${started} < ${new Date(now.getTime() - t.staleDays! * DAY_MS).toISOString()}::timestamptz`))
      .orderBy(asc(started), asc(takedowns.id));
    const findings = rows.slice(0, t.limit!).map((r) => {
      const age = days(now, new Date(r.started));
      return { subjectType: 'takedown' as const, subjectId: String(r.id), summary: `IN_PROGRESS for ${age} days`, observed: age };
    });
    return result('takedowns.stale-in-progress', rows.length, t.warnAt!, t.failAt!, findings, 'Escalate the stale takedowns to the provider or cancel them');
  },

  'takedowns.cancelled-count': async ({ db, organization, now }, t) => {
    const rows = await db.select({ takedownId: takedownEvents.takedownId, at: takedownEvents.at }).from(takedownEvents)
      .where(and(eq(takedownEvents.organizationId, organization.id), eq(takedownEvents.kind, 'status'), eq(takedownEvents.toValue, 'CANCELLED'), gte(takedownEvents.at, new Date(now.getTime() - t.lookbackDays! * DAY_MS))))
      .orderBy(asc(takedownEvents.at));
    const findings = rows.map((r) => ({ subjectType: 'takedown' as const, subjectId: String(r.takedownId), summary: `Cancelled ${r.at.toISOString()}`, observed: null }));
    return result('takedowns.cancelled-count', rows.length, t.warnAt!, t.failAt!, findings, 'Check why takedowns are being cancelled (normal is 0-2 a week)');
  },

  'takedowns.automation-off': async ({ organization, now }, t) => {
    // Organizations without the takedown service are outside this check: always ok.
    if (!organization.services.includes('takedowns') || organization.automatedTakedowns) {
      return result('takedowns.automation-off', 0, t.warnDays!, t.failDays!, [], '');
    }
    const off = days(now, organization.automatedTakedownsChangedAt ?? organization.createdAt);
    const finding = { subjectType: 'organization' as const, subjectId: String(organization.id), summary: `Automated takedowns off for ${off} days`, observed: off };
    return result('takedowns.automation-off', off, t.warnDays!, t.failDays!, off >= t.warnDays! ? [finding] : [], 'Turn automated takedowns back on, or record why they stay off');
  },

  'assets.dead-asset-spike': async ({ db, organization, now }, t) => {
    const deadSince = async (from: Date, to: Date) =>
      (await db.select({ n: countAll() }).from(takedownEvents)
        .where(and(eq(takedownEvents.organizationId, organization.id), eq(takedownEvents.kind, 'liveness'), eq(takedownEvents.toValue, 'DEAD'), gte(takedownEvents.at, from), lt(takedownEvents.at, to))))[0]?.n ?? 0;
    const windowStart = new Date(now.getTime() - t.windowHours! * HOUR_MS);
    const current = await deadSince(windowStart, new Date(now.getTime() + 1));
    const baselineTotal = await deadSince(new Date(windowStart.getTime() - t.baselineDays! * DAY_MS), windowStart);
    const perWindow = baselineTotal / ((t.baselineDays! * 24) / t.windowHours!);
    const failAt = Math.max(t.minSpikeCount!, Math.floor(t.multiplier! * perWindow) + 1);
    const findings = current >= failAt ? [{ subjectType: 'organization' as const, subjectId: String(organization.id), summary: `${current} assets detected dead in ${t.windowHours} h against a baseline of ${perWindow.toFixed(1)}`, observed: current }] : [];
    return result('assets.dead-asset-spike', current, null, failAt, findings, 'Check the liveness checker (captcha or anti-bot changes can mark live assets dead)');
  },

  'organization.missing-contact-url': async ({ organization }) => {
    const missing = !organization.contactUrl ? 1 : 0;
    const findings = missing ? [{ subjectType: 'organization' as const, subjectId: String(organization.id), summary: 'No contactUrl (Slack or Telegram channel) is set', observed: null }] : [];
    return result('organization.missing-contact-url', missing, 1, null, findings, 'Set the organization contact URL so alerts reach the team');
  },
};

export async function runHealthcheck(id: HealthcheckId, ctx: CheckContext, tunables: Tunables): Promise<HealthcheckResult> {
  return CHECKS[id](ctx, tunables);
}
