// Unblock: an organization may unblock its own asset (one listed among its organization assets); the
// asset becomes ALLOWED (changelog + blocklist republish). For anyone else's asset nothing is unblocked
// and a dispute is opened instead (api-reference-shapes #6), once per (email, asset).
import { and, eq } from 'drizzle-orm';
import type { AssetUnblockBody, AssetUnblockResponse } from '../../contract';
import { organizationAssets } from '../db/schema';
import { notFound } from '../http/api-error';
import { requireRole, type OrganizationAccess } from '../http/access';
import { assetRef, findAsset, normalizeContent } from './assets';
import { changeAssetStatus, type UnitOfWork } from './asset-status';
import { openDispute, organizationEmail } from './disputes';

export async function unblockAsset(work: UnitOfWork, access: OrganizationAccess, body: AssetUnblockBody): Promise<AssetUnblockResponse> {
  requireRole(access, ['OWNER', 'ADMIN']);
  const content = normalizeContent(body.type, body.content);
  const asset = await findAsset(work.tx, body.type, content);
  if (!asset) throw notFound('Asset not found');
  const [owned] = await work.tx
    .select({ id: organizationAssets.id })
    .from(organizationAssets)
    .where(and(eq(organizationAssets.organizationId, access.organization.id), eq(organizationAssets.type, asset.type), eq(organizationAssets.content, asset.content)))
    .limit(1);
  if (owned) {
    await changeAssetStatus(work, asset.id, 'ALLOWED', `unblocked by organization ${access.organization.slug}`);
    return { unblocked: true, asset: { ...assetRef(asset), status: 'ALLOWED' }, disputeId: null };
  }
  const email = access.principal.kind === 'user' ? access.principal.user.email : organizationEmail(access.organization.slug);
  const dispute = await openDispute(work.tx, work.now, {
    assetId: asset.id,
    email,
    description: body.reason ?? null,
    apiKeyId: access.principal.keyId,
    notes: [`Opened by an unblock request from organization ${access.organization.slug} (not its asset).`],
    existingIsOk: true,
  });
  return { unblocked: false, asset: assetRef(asset), disputeId: String(dispute.id) };
}
