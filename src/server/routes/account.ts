// Account and access: validate a key, the calling user (get, update), and the caller's organizations.
import { getOperation } from '../../contract/registry';
import { currentUser, updateCurrentUser, userOrganization, userOrganizations, validateKey } from '../domain/account';
import { route, type Route } from './define';

export const accountRoutes: Route[] = [
  route(getOperation('validateKey'), async ({ principal }) => validateKey(principal)),
  route(getOperation('userMe'), async ({ principal, deps }) => currentUser(deps.db, principal)),
  route(getOperation('userMeUpdate'), async ({ body, principal, deps }) => updateCurrentUser(deps.db, deps.clock.now(), principal, body)),
  route(getOperation('userOrgs'), async ({ body, principal }) => ({ organizations: userOrganizations(principal, body) })),
  route(getOperation('userOrg'), async ({ params, principal, deps }) => ({ organization: await userOrganization(deps.db, principal, params.slug) })),
];
