// The small rules of a proposal review that need no transaction: the rolling 24-hour budget's count
// and Retry-After, and the review comment the server composes from label, reason and note
// (api-reference-shapes #27: "General Phishing", "Add to watchlist: Parking page").
import { and, asc, eq, gt } from 'drizzle-orm';
import { REVIEWS_PER_DAY, type ReviewProposalBody } from '../../contract';
import { reviews } from '../db/schema';
import { countAll } from '../db/sql';
import type { Executor } from '../db/types';

export const REVIEW_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ReviewBudget {
  used: number;
  limit: number;
  /** Seconds until the oldest counted review leaves the window (>= 1). */
  retryAfterSeconds: number;
}

/**
 * API reviews of the organization in the rolling window (now - 24 h, now]. Reviews made in the web
 * review page (viaApi false) do not count. Exact only when the caller holds the organization's lock.
 */
export async function reviewBudget(db: Executor, organizationId: number, now: Date, limit = REVIEWS_PER_DAY): Promise<ReviewBudget> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_MS);
  const inWindow = and(eq(reviews.organizationId, organizationId), eq(reviews.viaApi, true), gt(reviews.createdAt, since));
  const [row] = await db.select({ n: countAll() }).from(reviews).where(inWindow);
  const used = row?.n ?? 0;
  let retryAfterSeconds = 1;
  if (used >= limit) {
    const [oldest] = await db.select({ at: reviews.createdAt }).from(reviews).where(inWindow).orderBy(asc(reviews.createdAt)).limit(1);
    if (oldest) retryAfterSeconds = Math.max(1, Math.ceil((oldest.at.getTime() + REVIEW_WINDOW_MS - now.getTime()) / 1000));
  }
  return { used, limit, retryAfterSeconds };
}

const REJECT_WORDS: Record<string, string> = {
  irrelevant: 'Irrelevant',
  no_malicious_activity: 'No malicious activity',
  insufficient_evidence: 'Insufficient evidence',
  not_targeting_org: 'Not targeting the organization',
  decayed: 'Decayed',
};

const WATCHLIST_WORDS: Record<string, string> = {
  DEAD: 'Dead page',
  PARKING: 'Parking page',
  NOT_ENOUGH_EVIDENCE: 'Not enough evidence',
  OTHER: 'Other',
};

/** The comment stored with a review: what was decided, in words, then the note when one was given. */
export function reviewComment(body: ReviewProposalBody, brandName: string | null): string {
  const note = body.note?.trim() ?? '';
  let base: string;
  if (body.decision === 'APPROVE') base = brandName ? `${body.label}: ${brandName}` : (body.label ?? '');
  else if (body.decision === 'REJECT') base = `Rejected: ${REJECT_WORDS[body.rejectReason ?? ''] ?? body.rejectReason ?? ''}`;
  else if (body.watchlistReason === 'OTHER') return `Add to watchlist: ${note}`;
  else base = `Add to watchlist: ${WATCHLIST_WORDS[body.watchlistReason ?? ''] ?? body.watchlistReason ?? ''}`;
  return note ? `${base} (${note})` : base;
}
