// Healthchecks group: the registry (every implemented check, plus planned ones marked
// implemented: false) and one operation per check, all answering the shared result shape.
import { HEALTHCHECK_IDS, type HealthcheckId } from '../../contract';
import { HEALTHCHECK_TITLES, healthcheckPath } from '../../contract/healthchecks';
import { getOperation } from '../../contract/registry';
import { runHealthcheck } from '../domain/healthchecks';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

const OPERATION_IDS = {
  'detections.silent-configs': 'healthcheckSilentConfigs',
  'reviewing.backlog': 'healthcheckBacklog',
  'reviewing.old-proposals': 'healthcheckOldProposals',
  'takedowns.todo-volume': 'healthcheckTodoVolume',
  'takedowns.in-progress-volume': 'healthcheckInProgressVolume',
  'takedowns.stale-in-progress': 'healthcheckStaleInProgress',
  'takedowns.cancelled-count': 'healthcheckCancelledCount',
  'takedowns.automation-off': 'healthcheckAutomationOff',
  'assets.dead-asset-spike': 'healthcheckDeadAssetSpike',
  'organization.missing-contact-url': 'healthcheckMissingContactUrl',
} as const satisfies Record<HealthcheckId, string>;

/** Planned checks, listed so clients see what is coming; never callable. */
const PLANNED = [
  { id: 'detections.source-errors', title: 'Detection sources failing to run', reason: 'Collectors for outside sources are not connected to this server yet' },
];

export const healthcheckRoutes: Route[] = [
  route(getOperation('healthchecksList'), async () => ({
    checks: [
      ...HEALTHCHECK_IDS.map((id) => ({ id, path: healthcheckPath(id), title: HEALTHCHECK_TITLES[id], description: `${HEALTHCHECK_TITLES[id]} (POST ${healthcheckPath(id)})`, implemented: true })),
      ...PLANNED.map((p) => ({ id: p.id, path: `/healthchecks/${p.id.replace('.', '/')}`, title: p.title, description: p.title, implemented: false, notImplementedReason: p.reason })),
    ],
  })),
  ...HEALTHCHECK_IDS.map((id) =>
    route(getOperation(OPERATION_IDS[id]), async ({ body, principal, deps }) => {
      const { organization } = await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true });
      const { slug: _slug, ...tunables } = body as Record<string, number> & { slug: string };
      return runHealthcheck(id, { db: deps.db, organization, now: deps.clock.now() }, tunables);
    }),
  ),
];
