// Organization reports group: the organization's reports with their proposals (the "waiting on me"
// queue with needsCustomerReview=true), the review of one proposal, and the deprecated POST listing.
// The review body carries the spec's conditional rules; each broken rule is an issue on its field.
import { z } from 'zod';
import {
  BRAND_REQUIRED_LABELS, OrganizationReportStatus, ProposalLabel, ProposalReviewStatus, RejectReason,
  ReviewDecision, StoredReviewDecision, WatchlistReason,
} from './enums';
import {
  AssetRef, IsoDateOrInstant, OptionalSlug, PositiveId, PositiveIdParam, QueryBoolean, Slug, StringCursor, Timestamp,
  orderedRange,
} from './common';
import { defineOperation, withErrors } from './operation';

export const MAX_REVIEW_NOTE = 1000;
export const REVIEWS_PER_DAY = 10;

// ---- listing --------------------------------------------------------------------------------------------
export const Proposal = z
  .object({ id: PositiveId, reviewStatus: ProposalReviewStatus, asset: AssetRef })
  .meta({ id: 'Proposal' });
export type Proposal = z.infer<typeof Proposal>;

export const OrganizationReport = z
  .object({
    id: z.string().meta({ example: 'rpt_1234567890abcdef' }),
    title: z.string().nullable(),
    createdAt: Timestamp,
    status: OrganizationReportStatus,
    assets: z.array(AssetRef),
    proposals: z.array(Proposal),
  })
  .meta({ id: 'OrganizationReport' });
export type OrganizationReport = z.infer<typeof OrganizationReport>;

export const OrganizationReportsQuery = z
  .object({
    slug: OptionalSlug,
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: StringCursor.optional(),
    startDate: IsoDateOrInstant.optional().meta({ description: 'Reports created at or after this instant' }),
    endDate: IsoDateOrInstant.optional().meta({ description: 'Reports created at or before this instant' }),
    onlyRejected: QueryBoolean.optional().meta({ description: 'Reports with at least one rejected proposal' }),
    needsCustomerReview: QueryBoolean.optional().meta({ description: 'Reports with at least one proposal awaiting the organization' }),
  })
  .superRefine(orderedRange);
export type OrganizationReportsQuery = z.infer<typeof OrganizationReportsQuery>;

export const OrganizationReportsResponse = z
  .object({
    reports: z.array(OrganizationReport).meta({ description: 'Newest first' }),
    cursor: z.string().optional().meta({ description: 'Absent on the last page' }),
  })
  .meta({ id: 'OrganizationReportsResponse' });
export type OrganizationReportsResponse = z.infer<typeof OrganizationReportsResponse>;

export const GetOrganizationReportsBody = z
  .object({
    organizationSlug: Slug,
    limit: z.int().min(1).max(100).default(50),
    cursor: StringCursor.optional(),
    startDate: IsoDateOrInstant.optional(),
    endDate: IsoDateOrInstant.optional(),
    onlyRejected: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // The legacy operation takes the two dates together or not at all.
    if ((v.startDate === undefined) !== (v.endDate === undefined)) {
      const missing = v.startDate === undefined ? 'startDate' : 'endDate';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'startDate and endDate must be supplied together' });
    }
    orderedRange(v, ctx);
  })
  .meta({ id: 'GetOrganizationReportsBody' });
export type GetOrganizationReportsBody = z.infer<typeof GetOrganizationReportsBody>;

// ---- review ---------------------------------------------------------------------------------------------
export const ReviewProposalParams = z.object({ proposalId: PositiveIdParam });
export type ReviewProposalParams = z.infer<typeof ReviewProposalParams>;

const isBrandLabel = (label: ProposalLabel | undefined): boolean =>
  label !== undefined && (BRAND_REQUIRED_LABELS as readonly string[]).includes(label);

export const ReviewProposalBody = z
  .object({
    assetId: PositiveId.meta({ description: "Must equal the proposal's current asset id, else 409" }),
    decision: ReviewDecision,
    slug: Slug.optional().meta({ description: 'Required only when the key reaches more than one organization' }),
    label: ProposalLabel.optional().meta({ description: 'Required when decision is APPROVE; ignored otherwise' }),
    brandId: PositiveId.optional().meta({ description: 'Required with the labels Brand Impersonation and Employee Impersonation' }),
    rejectReason: RejectReason.optional().meta({ description: 'Required when decision is REJECT; ignored otherwise' }),
    watchlistReason: WatchlistReason.optional().meta({ description: 'Required when decision is WATCHLIST; ignored otherwise' }),
    note: z.string().max(MAX_REVIEW_NOTE).optional().meta({ description: 'Required when watchlistReason is OTHER' }),
  })
  .superRefine((v, ctx) => {
    const need = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (v.decision === 'APPROVE') {
      if (v.label === undefined) need('label', '`label` is required when approving a proposal');
      else if (isBrandLabel(v.label) && v.brandId === undefined) need('brandId', `\`brandId\` is required with the label ${v.label}`);
    }
    if (v.decision === 'REJECT' && v.rejectReason === undefined) need('rejectReason', '`rejectReason` is required when rejecting a proposal');
    if (v.decision === 'WATCHLIST') {
      if (v.watchlistReason === undefined) need('watchlistReason', '`watchlistReason` is required when watchlisting a proposal');
      else if (v.watchlistReason === 'OTHER' && (v.note === undefined || v.note.trim() === '')) {
        need('note', '`note` is required when watchlistReason is OTHER');
      }
    }
  })
  .meta({ id: 'ReviewProposalBody' });
export type ReviewProposalBody = z.infer<typeof ReviewProposalBody>;

export const Review = z
  .object({
    id: PositiveId,
    decision: StoredReviewDecision.meta({ description: 'As stored: a WATCHLIST request is stored as REJECT' }),
    label: z.union([ProposalLabel, z.literal('')]).meta({ description: 'Empty string when none' }),
    brandId: PositiveId.nullable(),
    rejectReason: RejectReason.nullable(),
    watchlistReason: WatchlistReason.nullable(),
    comment: z.string().meta({ description: 'Composed from label, reason and note', example: 'Add to watchlist: Parking page' }),
    createdAt: Timestamp,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const ReviewProposalResponse = z
  .object({ proposal: Proposal, review: Review, watchlisted: z.boolean() })
  .meta({ id: 'ReviewProposalResponse' });
export type ReviewProposalResponse = z.infer<typeof ReviewProposalResponse>;

const op = { group: 'Organization reports', auth: 'apiKey' } as const;
export const organizationReportOperations = [
  defineOperation({ ...op, id: 'organizationReportsList', method: 'get', path: '/organization/reports',
    summary: "List the organization's reports and their proposals",
    request: { query: OrganizationReportsQuery }, responses: { 200: OrganizationReportsResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'reviewProposal', method: 'post', path: '/organization/proposals/{proposalId}/review',
    summary: 'Approve, reject or watchlist a proposal waiting on the organization',
    description:
      'APPROVE blocks the asset globally (no API undo). WATCHLIST is stored as a REJECT review with watchlisted true and only ' +
      'for watchlistable types (else 400). 403: staff credential, non-customer member, legitimacy rule, asset ALLOWED, or a ' +
      'self-sourced report; do not retry. 404: proposal missing or not the caller\'s. 409: assetId mismatch or already ' +
      `resolved. 429: ${REVIEWS_PER_DAY} reviews per organization per rolling 24 hours.`,
    request: { params: ReviewProposalParams, body: ReviewProposalBody },
    responses: { 200: ReviewProposalResponse, ...withErrors(404, 409) } }),
  defineOperation({ ...op, id: 'getOrganizationReports', method: 'post', path: '/public/getOrganizationReports',
    summary: 'List reports (deprecated: use GET /organization/reports)', deprecated: true,
    request: { body: GetOrganizationReportsBody }, responses: { 200: OrganizationReportsResponse, ...withErrors(404) } }),
] as const;
