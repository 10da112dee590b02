// Organization reports: the listing (and its "waiting on me" queue) and the deprecated POST that
// answers exactly as its replacement does.
import { getOperation } from '../../contract/registry';
import { listOrganizationReports } from '../domain/organization-reports';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

export const organizationReportRoutes: Route[] = [
  route(getOperation('organizationReportsList'), async ({ query, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, query.slug, { allowStaff: true });
    return listOrganizationReports(deps.db, organization.id, query);
  }),

  route(getOperation('getOrganizationReports'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.organizationSlug, { slugPath: ['organizationSlug'], allowStaff: true });
    return listOrganizationReports(deps.db, organization.id, body);
  }),
];
