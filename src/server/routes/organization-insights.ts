// Organization brands and metrics: the reads that describe the organization (GET /organization/brands,
// GET /organization/metrics and the deprecated POST /public/getOrganizationMetrics, which answers from
// the same figures in its own shape).
import { getOperation } from '../../contract/registry';
import { listBrands } from '../domain/organization-brands';
import { brandBySlug, legacyMetricsResponse, metricsResponse, organizationFigures } from '../domain/organization-metrics';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

export const organizationInsightRoutes: Route[] = [
  route(getOperation('organizationBrands'), async ({ query, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, query.slug, { allowStaff: true });
    return listBrands(deps.db, organization.id, query);
  }),

  route(getOperation('organizationMetrics'), async ({ query, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, query.slug, { allowStaff: true });
    const brandId = query.brandSlug === undefined ? null : await brandBySlug(deps.db, organization.id, query.brandSlug);
    return metricsResponse(await organizationFigures(deps.db, organization.id, query, brandId));
  }),

  route(getOperation('getOrganizationMetrics'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.organizationSlug, { slugPath: ['organizationSlug'], allowStaff: true });
    return legacyMetricsResponse(await organizationFigures(deps.db, organization.id, body));
  }),
];
