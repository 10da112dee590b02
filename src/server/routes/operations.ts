// Operations group: queue snapshot for one organization, or for all of them (operator staff only).
import { getOperation } from '../../contract/registry';
import { queueSnapshot } from '../domain/queue-snapshot';
import { resolveOrganization } from '../http/access';
import { forbidden } from '../http/api-error';
import { route, type Route } from './define';

export const operationsRoutes: Route[] = [
  route(getOperation('queueSnapshot'), async ({ body, principal, deps }) => {
    let scope: number[] | 'all';
    if (body.allOrganizations) {
      if (principal.kind !== 'user' || !principal.user.staff) throw forbidden('The all-organizations snapshot is for operator staff only');
      scope = 'all';
    } else {
      scope = [(await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true })).organization.id];
    }
    return queueSnapshot(deps.db, scope, deps.clock.now(), body.windowHours, body.slaHours);
  }),
];
