// reviewProposal: an organization's decision on a proposal waiting on it (spec, "Review an organization
// proposal" and "Review decisions on a proposal"). One transaction per review:
//
//   1. who: staff credentials are refused (403) before anything else; the organization comes from the
//      key or `slug` (resolveOrganization: 403 without access, 400 naming slug when a user key reaches
//      several organizations);
//   2. lock the organization row (FOR NO KEY UPDATE): every review of one organization runs one at a
//      time on every API node, so the budget count below is exact under any concurrency, while other
//      writers that only reference the organization (reports, detections) are not blocked;
//   3. the proposal: 404 when missing or another organization's; 409 on assetId mismatch or when already
//      resolved; 403 when the organization sourced the report itself;
//   4. the decision's own checks: WATCHLIST needs a watchlistable type (400); APPROVE needs a brand of this
//      organization when one is named (400), and is refused (403) for an ALLOWED asset or one an enabled
//      legitimacy rule judges legitimate;
//   5. the budget: 10 API reviews per organization per rolling 24 hours (429 with Retry-After);
//   6. write: the review (WATCHLIST stored as REJECT + watchlisted), the proposal resolved, and for APPROVE
//      the asset's status through changeAssetStatus, whose changelog row is written here and whose event
//      (blocklist republish, webhooks) fires after commit.
// Definitive answers (404, 409, 400, 403) come before the budget, so a request that could never succeed
// is told so rather than "retry tomorrow", and only successful reviews spend the budget.
import { and, eq } from 'drizzle-orm';
import {
  ERROR_MESSAGES, isWatchlistable, type AssetType, type ReviewProposalBody, type ReviewProposalResponse,
} from '../../contract';
import { assets, brands, organizations, proposals, reviews } from '../db/schema';
import { inTransaction } from '../db/unit-of-work';
import type { AppDeps } from '../deps';
import { resolveOrganization } from '../http/access';
import { ApiError, badField, conflict, forbidden, notFound } from '../http/api-error';
import type { Principal } from '../http/principal';
import { assetRef } from './assets';
import { changeAssetStatus, type AssetStatus } from './asset-status';
import { judgeLegitimacy } from './legitimacy';
import { reviewBudget, reviewComment } from './review-rules';

export const REVIEW_MESSAGES = {
  staff: 'Staff credentials cannot review proposals: a review must come from a customer member of the organization',
  sourcedByOrg: 'This proposal belongs to a report the organization sourced itself; it cannot review it',
  allowed: 'The asset is ALLOWED; approving a block is refused (safety check, use the web review page)',
  legitimate: 'A legitimacy rule judges this asset legitimate; approving a block is refused (safety check, use the web review page)',
} as const;

export async function reviewProposal(
  deps: AppDeps,
  principal: Principal,
  proposalId: number,
  body: ReviewProposalBody,
): Promise<ReviewProposalResponse> {
  if (principal.kind === 'user' && principal.user.staff) throw forbidden(REVIEW_MESSAGES.staff);
  const access = await resolveOrganization(deps.db, principal, body.slug);
  const org = access.organization;

  return inTransaction(deps, async (work) => {
    const { tx, now } = work;
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, org.id)).for('no key update');

    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).limit(1);
    if (!proposal || proposal.organizationId !== org.id) throw notFound(ERROR_MESSAGES.proposalNotFound);
    if (proposal.assetId !== body.assetId) throw conflict(ERROR_MESSAGES.assetIdMismatch);
    if (proposal.status !== 'PENDING') throw conflict(`Proposal ${proposal.id} is already resolved (${proposal.status})`);
    if (proposal.sourcedByOrg) throw forbidden(REVIEW_MESSAGES.sourcedByOrg);

    const [asset] = await tx.select().from(assets).where(eq(assets.id, proposal.assetId)).limit(1);
    if (!asset) throw notFound(ERROR_MESSAGES.proposalNotFound);
    if (body.decision === 'WATCHLIST' && !isWatchlistable(asset.type as AssetType)) {
      throw badField(['decision'], `WATCHLIST is not available for ${asset.type} assets (the watchlist cannot re-check them); use REJECT`);
    }

    let brandName: string | null = null;
    const approving = body.decision === 'APPROVE';
    if (approving && body.brandId !== undefined) {
      const [brand] = await tx.select().from(brands).where(and(eq(brands.id, body.brandId), eq(brands.organizationId, org.id))).limit(1);
      if (!brand) throw badField(['brandId'], `Brand ${body.brandId} is not a brand of this organization`);
      brandName = brand.name;
    }
    const target = proposal.requestedStatus as AssetStatus;
    if (approving && target === 'BLOCKED') {
      if (asset.status === 'ALLOWED') throw forbidden(REVIEW_MESSAGES.allowed);
      const legitimate = await judgeLegitimacy(tx, deps.log, org.id, asset);
      if (legitimate) throw forbidden(REVIEW_MESSAGES.legitimate);
    }

    const budget = await reviewBudget(tx, org.id, now);
    if (budget.used >= budget.limit) {
      throw new ApiError(429, ERROR_MESSAGES.reviewLimit, { headers: { 'Retry-After': String(budget.retryAfterSeconds) } });
    }

    const [review] = await tx
      .insert(reviews)
      .values({
        proposalId: proposal.id,
        organizationId: org.id,
        apiKeyId: principal.keyId,
        userId: principal.kind === 'user' ? principal.user.id : null,
        decision: approving ? 'APPROVE' : 'REJECT',
        label: approving ? (body.label ?? null) : null,
        brandId: approving ? (body.brandId ?? null) : null,
        rejectReason: body.decision === 'REJECT' ? (body.rejectReason ?? null) : null,
        watchlistReason: body.decision === 'WATCHLIST' ? (body.watchlistReason ?? null) : null,
        watchlisted: body.decision === 'WATCHLIST',
        note: body.note ?? null,
        viaApi: true,
        createdAt: now,
      })
      .returning();
    const reviewStatus = approving ? 'APPROVED' : 'REJECTED';
    await tx.update(proposals).set({ status: reviewStatus, resolvedAt: now }).where(eq(proposals.id, proposal.id));

    let after = asset;
    if (approving) {
      await changeAssetStatus(work, asset.id, target, `proposal ${proposal.id} approved by organization ${org.slug}`);
      after = { ...asset, status: target };
    } else if (body.decision === 'WATCHLIST') {
      // Parked: the watchlist re-checks the asset and brings it back for review if it comes alive.
      await tx.update(assets).set({ watchStatus: body.watchlistReason ?? 'OTHER' }).where(eq(assets.id, asset.id));
    }

    return {
      proposal: { id: proposal.id, reviewStatus, asset: assetRef(after) },
      review: {
        id: review!.id,
        decision: approving ? 'APPROVE' : 'REJECT',
        label: approving ? (body.label ?? '') : '',
        brandId: review!.brandId,
        rejectReason: body.decision === 'REJECT' ? (body.rejectReason ?? null) : null,
        watchlistReason: body.decision === 'WATCHLIST' ? (body.watchlistReason ?? null) : null,
        comment: reviewComment(body, brandName),
        createdAt: now.toISOString(),
      },
      watchlisted: body.decision === 'WATCHLIST',
    };
  });
}
