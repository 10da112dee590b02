// Metrics group (issue 6, helper B): summary, breakdown along one axis, the found count, and blocked
// threats by first report source. The
// organization metrics reads (GET /organization/metrics and its deprecated POST) live with the
// organization routes.
import { eq } from 'drizzle-orm';
import { getOperation } from '../../contract/registry';
import { brands } from '../db/schema';
import { blockedByBrand, blockedByFirstReportSource, foundCount, metricsBlock, threatsBy } from '../domain/metrics';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

const rangeOf = (b: { startDate?: string | undefined; endDate?: string | undefined }) => ({ startDate: b.startDate ?? null, endDate: b.endDate ?? null });

export const metricsRoutes: Route[] = [
  route(getOperation('metricsSummary'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true });
    const block = await metricsBlock(deps.db, organization.id, body);
    return {
      organization: { id: organization.id, slug: organization.slug, name: organization.name },
      range: rangeOf(body),
      ...block,
      blockedByBrand: await blockedByBrand(deps.db, organization.id, body),
    };
  }),

  route(getOperation('metricsBreakdown'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true });
    const rows = await threatsBy(deps.db, organization.id, body, body.axis);
    const names = body.axis === 'brand' ? await deps.db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.organizationId, organization.id)) : [];
    const label = (key: string) => (body.axis === 'brand' ? (names.find((n) => String(n.id) === key)?.name ?? key) : key);
    return {
      axis: body.axis,
      range: rangeOf(body),
      buckets: rows.map((r) => ({ key: r.key, label: label(r.key), count: r.count })),
      total: rows.reduce((s, r) => s + r.count, 0),
    };
  }),

  route(getOperation('metricsFound'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true });
    return { found: await foundCount(deps.db, organization.id, body), range: rangeOf(body) };
  }),

  route(getOperation('metricsBlockedByFirstReportSource'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug, { allowStaff: true });
    return { range: rangeOf(body), ...(await blockedByFirstReportSource(deps.db, organization.id, body)) };
  }),
];
