// Fixed-window rate limits kept in PostgreSQL (DESIGN §3: API nodes are stateless). One atomic upsert
// per hit returns the window's new count, so N concurrent requests see N distinct counts on every node
// and exactly `limit` of them pass.
import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitWindows } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiError } from '../http/api-error';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export async function hitRateLimit(db: Executor, key: string, now: Date, { limit, windowMs }: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitWindows.key, rateLimitWindows.windowStart], set: { count: sql`${rateLimitWindows.count} + 1` } })
    .returning({ count: rateLimitWindows.count });
  const count = row?.count ?? 1;
  // The first hit of a window clears this key's older windows, so the table holds one row per active key.
  if (count === 1) await db.delete(rateLimitWindows).where(and(eq(rateLimitWindows.key, key), lt(rateLimitWindows.windowStart, start)));
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= limit, retryAfterSeconds };
}

/** Throws the 429 envelope (with Retry-After) when the key's window is spent. */
export async function enforceRateLimit(db: Executor, key: string, now: Date, rule: RateLimit, what: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, now, rule);
  if (!allowed) {
    throw new ApiError(429, `Rate limit exceeded: at most ${rule.limit} ${what} per ${Math.round(rule.windowMs / 60000)} minutes; retry after ${retryAfterSeconds} s`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}
