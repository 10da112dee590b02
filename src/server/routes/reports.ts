// Reports group: create (rate limited per key, all or nothing) and search the organization's reports.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getOperation } from '../../contract/registry';
import type { AssetType } from '../../contract';
import { assets, reportAssets, reports } from '../db/schema';
import { assetRef, normalizeContent, parseContent } from '../domain/assets';
import { enforceRateLimit } from '../domain/rate-limit';
import { createReport, isReportRace } from '../domain/reports';
import { resolveOrganization } from '../http/access';
import type { OrganizationRow } from '../http/principal';
import { route, type Route } from './define';

export const reportRoutes: Route[] = [
  route(getOperation('reportCreate'), async ({ body, principal, deps }) => {
    let organization: OrganizationRow | null = null;
    if (body.organizationSlug !== undefined || principal.kind === 'organization') {
      organization = (await resolveOrganization(deps.db, principal, body.organizationSlug, { slugPath: ['organizationSlug'] })).organization;
    }
    const customerSubmitted =
      organization !== null &&
      (principal.kind === 'organization' || principal.memberships.some((m) => m.organization.id === organization.id));
    await enforceRateLimit(deps.db, `report:key:${principal.keyId}`, deps.clock.now(), { limit: deps.limits.reportsPerWindow, windowMs: deps.limits.reportWindowMs }, 'reports');
    for (let attempt = 1; ; attempt++) {
      try {
        const now = deps.clock.now();
        return await deps.db.transaction((tx) => createReport(tx, now, { principal, organization, customerSubmitted }, body));
      } catch (error) {
        // A concurrent report took a unique slot: run again, and the rules now see its rows.
        if (attempt < 3 && isReportRace(error)) continue;
        throw error;
      }
    }
  }),

  route(getOperation('reportsSearch'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug);
    const contents = [
      ...new Set(
        body.contents.flatMap((raw) => {
          const parsed = parseContent(raw);
          return parsed ? [parsed.content, normalizeContent(parsed.type, raw)] : [raw.trim()];
        }),
      ),
    ];
    const matching = deps.db
      .select({ id: reportAssets.reportId })
      .from(reportAssets)
      .innerJoin(assets, eq(assets.id, reportAssets.assetId))
      .where(inArray(assets.content, contents));
    const where = [eq(reports.organizationId, organization.id), inArray(reports.id, matching)];
    if (body.customerSubmitted !== undefined) where.push(eq(reports.customerSubmitted, body.customerSubmitted));
    const found = await deps.db.select().from(reports).where(and(...where)).orderBy(desc(reports.createdAt), desc(reports.id)).limit(body.limit);
    const assetRows = found.length
      ? await deps.db
          .select({ reportId: reportAssets.reportId, asset: assets })
          .from(reportAssets)
          .innerJoin(assets, eq(assets.id, reportAssets.assetId))
          .where(inArray(reportAssets.reportId, found.map((r) => r.id)))
      : [];
    return {
      reports: found.map((r) => ({
        id: r.id,
        title: r.title,
        status: r.status as 'TODO',
        customerSubmitted: r.customerSubmitted,
        createdAt: r.createdAt.toISOString(),
        assets: assetRows.filter((a) => a.reportId === r.id).map((a) => ({ ...assetRef(a.asset), type: a.asset.type as AssetType })),
      })),
    };
  }),
];
