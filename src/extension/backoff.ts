// When to sync next. After a success the service decides (waitSeconds). After failures the wait doubles
// from a minute up to six hours, with jitter so that many browsers failing together (a service outage)
// do not come back at the same second.
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 60_000, maxMs: 6 * 3600_000 };

/** Delay after the `failures`-th failure in a row (1-based): between half and all of the capped step. */
export function failureDelayMs(failures: number, random: () => number, policy: BackoffPolicy = defaultBackoff): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(step * (0.5 + random() * 0.5));
}
