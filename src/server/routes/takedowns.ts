// Takedowns group: the organization's takedowns with their statuses.
import { getOperation } from '../../contract/registry';
import { listTakedowns } from '../domain/takedowns';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

export const takedownRoutes: Route[] = [
  route(getOperation('takedownsList'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true });
    return listTakedowns(deps.db, organization.id, body);
  }),
];
