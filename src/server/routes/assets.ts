// Assets group: check, list, changelog, search, submit, unblock, parse, details (deprecated).
import { and, asc, desc, eq, exists, gt, inArray, or, type SQL } from 'drizzle-orm';
import { getOperation } from '../../contract/registry';
import type { AssetStatus, AssetType } from '../../contract';
import { assetChangelog, assets, proposals, reportAssets, reports, takedowns } from '../db/schema';
import { assetRef, checkAsset, findAsset, normalizeContent, parseContent } from '../domain/assets';
import { withinRange } from '../domain/organization-range';
import { submitAssets } from '../domain/submit';
import { unblockAsset } from '../domain/unblock';
import { inTransaction } from '../db/unit-of-work';
import { notFound } from '../http/api-error';
import { resolveOrganization } from '../http/access';
import { parseAsset } from '../../parse';
import { route, type Route } from './define';
import { reachableOrganizationIds } from '../http/principal';

export const assetRoutes: Route[] = [
  route(getOperation('assetCheck'), async ({ body, deps }) => checkAsset(deps.db, body.type, body.content)),

  route(getOperation('assetList'), async ({ body, principal, deps }) => {
    const where: SQL[] = [eq(assets.type, body.type), eq(assets.status, body.status), ...withinRange(assets.updatedAt, body.startDate, body.endDate)];
    if (body.next_page) {
      const after = Number(body.next_page);
      if (Number.isInteger(after) && after > 0) where.push(gt(assets.id, after));
    }
    if (body.organizationSlug !== undefined) {
      const { organization } = await resolveOrganization(deps.db, principal, body.organizationSlug, { slugPath: ['organizationSlug'] });
      where.push(
        exists(deps.db.select({ one: proposals.id }).from(proposals).where(and(eq(proposals.assetId, assets.id), eq(proposals.organizationId, organization.id)))),
      );
    }
    const rows = await deps.db.select().from(assets).where(and(...where)).orderBy(asc(assets.id)).limit(body.per_page + 1);
    const page = rows.slice(0, body.per_page);
    return {
      assets: page.map((r) => ({ type: r.type as AssetType, content: r.content, status: r.status as AssetStatus, updatedAt: r.updatedAt.toISOString() })),
      next_page: rows.length > body.per_page ? String(page.at(-1)!.id) : null,
    };
  }),

  route(getOperation('assetChangelog'), async ({ body, deps }) => {
    const where: SQL[] = withinRange(assetChangelog.updatedAt, body.startDate, body.endDate);
    if (body.type) where.push(eq(assets.type, body.type));
    if (body.content) where.push(body.type ? eq(assets.content, normalizeContent(body.type, body.content)) : eq(assets.content, body.content.trim()));
    if (body.fromStatus) where.push(eq(assetChangelog.fromStatus, body.fromStatus));
    if (body.toStatus) where.push(eq(assetChangelog.toStatus, body.toStatus));
    const rows = await deps.db
      .select({ entry: assetChangelog, asset: assets })
      .from(assetChangelog)
      .innerJoin(assets, eq(assets.id, assetChangelog.assetId))
      .where(and(...where))
      .orderBy(desc(assetChangelog.updatedAt), desc(assetChangelog.id))
      .limit(body.limit);
    return {
      changelog: rows.map(({ entry, asset }) => ({
        assetId: asset.id,
        type: asset.type as AssetType,
        content: asset.content,
        fromStatus: entry.fromStatus as AssetStatus,
        toStatus: entry.toStatus as AssetStatus,
        updatedAt: entry.updatedAt.toISOString(),
      })),
    };
  }),

  route(getOperation('assetSearch'), async ({ body, principal, deps }) => {
    const db = deps.db;
    let asset;
    if (body.assetId !== undefined) [asset] = await db.select().from(assets).where(eq(assets.id, body.assetId)).limit(1);
    else if (body.content !== undefined) {
      const parsed = parseContent(body.content);
      const type = body.type ?? parsed?.type;
      const content = type ? normalizeContent(type, body.content) : body.content.trim();
      [asset] = await db
        .select()
        .from(assets)
        .where(type ? and(eq(assets.type, type), eq(assets.content, content)) : eq(assets.content, content))
        .orderBy(asc(assets.id))
        .limit(1);
    }
    if (!asset) throw notFound('Asset not found');
    // Reports and takedowns are shown only from the caller's organizations (or filed with this key).
    const orgIds = reachableOrganizationIds(principal);
    const visible = or(eq(reports.apiKeyId, principal.keyId), orgIds.length > 0 ? inArray(reports.organizationId, orgIds) : undefined);
    const reportRows = await db
      .select({ id: reports.id, title: reports.title, status: reports.status, createdAt: reports.createdAt })
      .from(reportAssets)
      .innerJoin(reports, eq(reports.id, reportAssets.reportId))
      .where(and(eq(reportAssets.assetId, asset.id), visible))
      .orderBy(desc(reports.id))
      .limit(100);
    const [takedown] =
      orgIds.length > 0
        ? await db.select().from(takedowns).where(and(eq(takedowns.assetId, asset.id), inArray(takedowns.organizationId, orgIds))).orderBy(desc(takedowns.id)).limit(1)
        : [];
    const [blockedAt] =
      asset.status === 'BLOCKED'
        ? await db.select().from(assetChangelog).where(and(eq(assetChangelog.assetId, asset.id), eq(assetChangelog.toStatus, 'BLOCKED'))).orderBy(desc(assetChangelog.id)).limit(1)
        : [];
    return {
      asset: { ...assetRef(asset), watchStatus: asset.watchStatus ? ('ENABLED' as const) : ('DISABLED' as const), createdAt: asset.createdAt.toISOString(), updatedAt: asset.updatedAt.toISOString() },
      reports: reportRows.map((r) => ({ id: r.id, title: r.title, status: r.status as 'TODO', createdAt: r.createdAt.toISOString() })),
      takedown: takedown
        ? { id: takedown.id, status: takedown.status as 'TODO', createdAt: takedown.createdAt.toISOString(), updatedAt: takedown.updatedAt.toISOString(), tasks: [] }
        : null,
      blockedBy: blockedAt ? [{ consumer: 'palisade', name: 'Palisade blocklist', consumedAt: blockedAt.updatedAt.toISOString() }] : [],
    };
  }),

  route(getOperation('assetSubmit'), async ({ body, principal, deps }) => submitAssets(deps, principal, body)),

  route(getOperation('assetUnblock'), async ({ body, principal, deps }) => {
    const access = await resolveOrganization(deps.db, principal, body.slug);
    return inTransaction(deps, (work) => unblockAsset(work, access, body));
  }),

  route(getOperation('assetParse'), async ({ body }) => parseAsset(body.content)),

  route(getOperation('assetDetails'), async ({ body, deps }) => {
    const asset = await findAsset(deps.db, body.type, normalizeContent(body.type, body.content));
    if (!asset) throw notFound('Asset not found');
    return { asset: { ...assetRef(asset), createdAt: asset.createdAt.toISOString(), updatedAt: asset.updatedAt.toISOString() } };
  }),
];
