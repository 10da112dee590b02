// Asset submit: raw strings into the threat engine (the EXTERNAL detection source). Every string must
// parse, or nothing is written (400 naming the string). With an organization, each asset becomes an
// EXTERNAL detection of that organization and is scanned right away.
import type { AssetSubmitBody, AssetSubmitResponse } from '../../contract';
import { detections } from '../db/schema';
import type { AppDeps } from '../deps';
import { badField } from '../http/api-error';
import { resolveOrganization } from '../http/access';
import type { Principal } from '../http/principal';
import { ensureAsset, parseContent } from './assets';
import { createScan, launchScan } from './scans';

export async function submitAssets(deps: AppDeps, principal: Principal, body: AssetSubmitBody): Promise<AssetSubmitResponse> {
  const parsed = body.assets.map((raw, i) => {
    const p = parseContent(raw);
    if (!p) throw badField(['assets', i], 'Not a recognisable asset (URL, domain, address, handle, email...)');
    return { raw, parsed: p };
  });
  const organization =
    body.organizationSlug !== undefined ? (await resolveOrganization(deps.db, principal, body.organizationSlug, { slugPath: ['organizationSlug'] })).organization : null;
  const now = deps.clock.now();
  const submitted = await deps.db.transaction(async (tx) => {
    const out: AssetSubmitResponse['submittedAssets'] = [];
    for (const { raw, parsed: p } of parsed) {
      const asset = await ensureAsset(tx, now, p.type, p.content);
      if (!organization) {
        out.push({ asset: raw, assetId: asset.id });
        continue;
      }
      await tx.insert(detections).values({
        organizationId: organization.id, assetId: asset.id, source: 'EXTERNAL', threatContent: p.content, confidence: 'medium', createdAt: now,
      });
      const scan = await createScan(tx, now, { assetId: asset.id, organizationId: organization.id, callbackUrl: null });
      out.push({ asset: raw, assetId: asset.id, scanId: scan.id });
    }
    return out;
  });
  for (const s of submitted) if (s.scanId) launchScan(deps, s.scanId);
  return { submittedAssets: submitted };
}
