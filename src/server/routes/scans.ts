// Scans: start one (optionally with an organization and a callback URL), and read its result.
import { eq } from 'drizzle-orm';
import { getOperation } from '../../contract/registry';
import { assets, scans } from '../db/schema';
import { assetRef, ensureAsset, normalizeContent, parseContent } from '../domain/assets';
import { createScan, launchScan, scanResult } from '../domain/scans';
import { badField, notFound } from '../http/api-error';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';
import { reachableOrganizationIds } from '../http/principal';

export const scanRoutes: Route[] = [
  route(getOperation('assetScan'), async ({ body, principal, deps }) => {
    const type = body.type ?? parseContent(body.content)?.type;
    if (!type) throw badField(['content'], 'Not a recognisable asset; pass `type` to scan it anyway');
    const organization = body.slug !== undefined || principal.kind === 'organization' ? (await resolveOrganization(deps.db, principal, body.slug)).organization : null;
    const now = deps.clock.now();
    const { scan, asset } = await deps.db.transaction(async (tx) => {
      const asset = await ensureAsset(tx, now, type, normalizeContent(type, body.content));
      const scan = await createScan(tx, now, { assetId: asset.id, organizationId: organization?.id ?? null, callbackUrl: body.callbackUrl ?? null });
      return { scan, asset };
    });
    launchScan(deps, scan.id);
    return { scanId: scan.id, status: 'PENDING' as const, asset: assetRef(asset) };
  }),

  route(getOperation('scanResult'), async ({ body, principal, deps }) => {
    const [row] = await deps.db.select({ scan: scans, asset: assets }).from(scans).innerJoin(assets, eq(assets.id, scans.assetId)).where(eq(scans.id, body.scanId));
    // A scan started for an organization is visible to that organization only.
    const orgIds = reachableOrganizationIds(principal);
    if (!row || (row.scan.organizationId !== null && !orgIds.includes(row.scan.organizationId))) throw notFound('Scan not found');
    return scanResult(row.scan, row.asset);
  }),
];
