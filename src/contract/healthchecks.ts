// Healthchecks group: a registry of checks and one operation per check, all answering one result
// shape. Path rule: id `<group>.<name>` is served at POST /healthchecks/<group>/<name>. A breached
// threshold is a normal 200 with severity warn or fail, never an error status.
import { z } from 'zod';
import { HealthcheckId, HealthcheckSeverity } from './enums';
import { Slug } from './common';
import { defineOperation, withErrors } from './operation';

const Count = z.int().nonnegative();
const Days = z.int().min(1).max(3650);

export const HealthcheckFinding = z
  .object({
    subjectType: z.enum(['proposal', 'takedown', 'detectionConfig', 'organization', 'asset']),
    subjectId: z.string(),
    summary: z.string(),
    observed: z.number().nullable().meta({ description: 'e.g. age in days or result count' }),
  })
  .meta({ id: 'HealthcheckFinding' });

export const HealthcheckResult = z
  .object({
    id: HealthcheckId,
    severity: HealthcheckSeverity,
    observed: z.number(),
    threshold: z.object({ warn: z.number().nullable(), fail: z.number().nullable() }),
    findings: z.array(HealthcheckFinding),
    suggestedAction: z.string().nullable(),
  })
  .meta({ id: 'HealthcheckResult' });
export type HealthcheckResult = z.infer<typeof HealthcheckResult>;

export const HealthchecksListResponse = z
  .object({
    checks: z.array(z.object({
      id: z.string(),
      path: z.string(),
      title: z.string(),
      description: z.string(),
      implemented: z.boolean(),
      notImplementedReason: z.string().optional(),
    })),
  })
  .meta({ id: 'HealthchecksListResponse' });
export type HealthchecksListResponse = z.infer<typeof HealthchecksListResponse>;

/** Count thresholds (a higher count is worse). */
const atThresholds = (warn: number, fail: number) => ({ warnAt: Count.default(warn), failAt: Count.default(fail) });
/** Age thresholds in days (older is worse). */
const dayThresholds = (warn: number, fail: number) => ({ warnDays: Days.default(warn), failDays: Days.default(fail) });

function body<const S extends z.ZodRawShape>(id: HealthcheckId, extra: S) {
  return z
    .object({ slug: Slug, ...extra })
    .superRefine((v, ctx) => {
      const r = v as Record<string, unknown>;
      for (const unit of ['At', 'Days']) {
        const w = r[`warn${unit}`];
        const f = r[`fail${unit}`];
        if (typeof w === 'number' && typeof f === 'number' && w > f) {
          ctx.addIssue({ code: 'custom', path: [`warn${unit}`], message: `warn${unit} must not exceed fail${unit}` });
        }
      }
    })
    .meta({ id: `HealthcheckBody_${id.replace(/[.-]/g, '_')}` });
}

/** Request bodies per check, with the reference defaults where it gives them and ours elsewhere. */
export const HEALTHCHECK_BODIES = {
  'detections.silent-configs': body('detections.silent-configs', { minResults: Count.default(1), lookbackHours: z.int().min(1).max(2160).default(24) }),
  'reviewing.backlog': body('reviewing.backlog', atThresholds(25, 100)),
  'reviewing.old-proposals': body('reviewing.old-proposals', { ...dayThresholds(7, 14), limit: z.int().min(1).max(100).default(10) }),
  'takedowns.todo-volume': body('takedowns.todo-volume', atThresholds(25, 100)),
  'takedowns.in-progress-volume': body('takedowns.in-progress-volume', atThresholds(50, 200)),
  'takedowns.stale-in-progress': body('takedowns.stale-in-progress', {
    staleDays: Days.default(7), ...atThresholds(1, 10), limit: z.int().min(1).max(100).default(10),
  }),
  'takedowns.cancelled-count': body('takedowns.cancelled-count', { lookbackDays: Days.default(7), ...atThresholds(3, 6) }),
  'takedowns.automation-off': body('takedowns.automation-off', dayThresholds(30, 60)),
  'assets.dead-asset-spike': body('assets.dead-asset-spike', {
    windowHours: z.int().min(1).max(720).default(24),
    baselineDays: Days.default(7),
    minSpikeCount: z.int().min(1).default(20),
    multiplier: z.number().min(1).default(3),
  }),
  'organization.missing-contact-url': body('organization.missing-contact-url', {}),
} as const satisfies Record<HealthcheckId, z.ZodType>;

/** Parsed request body of the check with this id. */
export type HealthcheckBody<I extends HealthcheckId> = z.infer<(typeof HEALTHCHECK_BODIES)[I]>;

export const HEALTHCHECK_TITLES: Readonly<Record<HealthcheckId, string>> = {
  'detections.silent-configs': 'Enabled detection configs with too few results',
  'reviewing.backlog': 'Proposals awaiting review',
  'reviewing.old-proposals': 'Proposals awaiting review for too long',
  'takedowns.todo-volume': 'Takedowns in TODO',
  'takedowns.in-progress-volume': 'Takedowns in IN_PROGRESS',
  'takedowns.stale-in-progress': 'Takedowns stuck in IN_PROGRESS',
  'takedowns.cancelled-count': 'Takedowns cancelled in the window',
  'takedowns.automation-off': 'Automated takedowns off for too long',
  'assets.dead-asset-spike': 'Spike of assets detected dead',
  'organization.missing-contact-url': 'Organization has no contact URL',
};

/** POST /healthchecks/<group>/<name> for id `<group>.<name>`. */
export function healthcheckPath(id: HealthcheckId): string {
  return `/healthchecks/${id.replace('.', '/')}`;
}
const op = { group: 'Healthchecks', auth: 'apiKey' } as const;
function check<const O extends string, const H extends HealthcheckId>(operationId: O, id: H) {
  return defineOperation({ ...op, id: operationId, method: 'post', path: healthcheckPath(id), summary: HEALTHCHECK_TITLES[id],
    description: `Healthcheck ${id}.`, request: { body: HEALTHCHECK_BODIES[id] }, responses: { 200: HealthcheckResult, ...withErrors(404) } });
}
export const healthcheckOperations = [
  defineOperation({ ...op, id: 'healthchecksList', method: 'post', path: '/healthchecks/list', summary: 'Registry of healthchecks',
    description: 'Call only checks with implemented true.', request: {}, responses: { 200: HealthchecksListResponse, ...withErrors() } }),
  check('healthcheckSilentConfigs', 'detections.silent-configs'),
  check('healthcheckBacklog', 'reviewing.backlog'),
  check('healthcheckOldProposals', 'reviewing.old-proposals'),
  check('healthcheckTodoVolume', 'takedowns.todo-volume'),
  check('healthcheckInProgressVolume', 'takedowns.in-progress-volume'),
  check('healthcheckStaleInProgress', 'takedowns.stale-in-progress'),
  check('healthcheckCancelledCount', 'takedowns.cancelled-count'),
  check('healthcheckAutomationOff', 'takedowns.automation-off'),
  check('healthcheckDeadAssetSpike', 'assets.dead-asset-spike'),
  check('healthcheckMissingContactUrl', 'organization.missing-contact-url'),
] as const;
