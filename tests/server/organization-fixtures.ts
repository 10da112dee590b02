// Rows the organization-operation tests need, written the way the service writes them: a report filed
// to an organization with one proposal per asset, brands with tracked credential targets, legitimacy
// rules. Each returns the ids a request needs.
import { eq } from 'drizzle-orm';
import { brands, credentialTargets, legitimacyRules, proposals, reportAssets, reports } from '../../src/server/db/schema';
import { ensureAsset } from '../../src/server/domain/assets';
import type { AssetStatus } from '../../src/server/domain/asset-status';
import type { World } from './helpers/app';
import { putAsset } from './helpers/assets';

export interface ProposalInput {
  org: { id: number };
  type?: string;
  content: string;
  /** Put the asset in this status first (changelog row), default UNKNOWN. */
  status?: AssetStatus;
  sourcedByOrg?: boolean;
  requestedStatus?: 'BLOCKED' | 'ALLOWED';
  /** Add to an existing report instead of creating one. */
  reportId?: number;
}

/** A report to the organization holding one pending proposal on the asset. */
export async function addProposal(w: World, input: ProposalInput) {
  const type = input.type ?? 'URL';
  const now = w.clock.now();
  const asset =
    input.status && input.status !== 'UNKNOWN'
      ? await putAsset(w, type, input.content, input.status)
      : await ensureAsset(w.db, now, type, input.content);
  let reportId = input.reportId;
  if (reportId === undefined) {
    const [report] = await w.db
      .insert(reports)
      .values({ organizationId: input.org.id, title: `Report of ${input.content}`, customerSubmitted: input.sourcedByOrg ?? false, createdAt: now })
      .returning();
    reportId = report!.id;
  }
  const requestedStatus = input.requestedStatus ?? 'BLOCKED';
  await w.db.insert(reportAssets).values({ reportId, assetId: asset.id, requestedStatus });
  const [proposal] = await w.db
    .insert(proposals)
    .values({ assetId: asset.id, organizationId: input.org.id, reportId, requestedStatus, sourcedByOrg: input.sourcedByOrg ?? false, createdAt: now })
    .returning();
  return { proposalId: proposal!.id, assetId: asset.id, reportId };
}

export async function addBrand(w: World, org: { id: number }, name: string, targets: { kind: string; target: string }[] = []) {
  const [brand] = await w.db.insert(brands).values({ organizationId: org.id, name, createdAt: w.clock.now() }).returning();
  for (const t of targets) await w.db.insert(credentialTargets).values({ brandId: brand!.id, ...t });
  return brand!;
}

export async function addRule(
  w: World,
  rule: { org: { id: number } | null; kind: 'popular_domain' | 'owned_domain_pattern'; pattern: string; enabled?: boolean },
) {
  const [row] = await w.db
    .insert(legitimacyRules)
    .values({ organizationId: rule.org?.id ?? null, kind: rule.kind, pattern: rule.pattern, enabled: rule.enabled ?? true, createdAt: w.clock.now() })
    .returning();
  return row!;
}

export async function proposalRow(w: World, id: number) {
  const [row] = await w.db.select().from(proposals).where(eq(proposals.id, id));
  return row!;
}
