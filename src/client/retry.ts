// Retry rules (spec: Errors). A retry may only repeat what is safe to repeat:
//  - reads (GET, and POSTs that only read, like blocklist confirm or parse) are retried after a network
//    failure or a 5xx;
//  - report creation is retried after a 500 ("should be retried with exponential backoff"), but not after
//    a network failure, where the first attempt may have been recorded;
//  - 4xx is never retried: 403 (safety checks), 409 (same body) and 422 (same assets) would fail again.
import type { Operation } from '../contract/operation';

/** POST operations that only read: repeating them changes nothing on the service. */
const READ_ONLY_POSTS = new Set([
  'blocklistConfirm', 'assetParse', 'assetCheck', 'assetList', 'assetSearch', 'assetChangelog', 'reportsSearch',
  'detectionList', 'validate',
]);

export type Outcome = { kind: 'network' } | { kind: 'status'; status: number };

export function isRetryable(operation: Pick<Operation, 'id' | 'method'>, outcome: Outcome): boolean {
  const idempotent = operation.method === 'get' || READ_ONLY_POSTS.has(operation.id);
  if (outcome.kind === 'network') return idempotent;
  if (outcome.status < 500) return false;
  return idempotent || (operation.id === 'reportCreate' && outcome.status === 500);
}

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { retries: 2, baseDelayMs: 300, maxDelayMs: 5_000 };

/** Exponential backoff with "equal jitter": half the step is fixed, half random, so retries spread out. */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return step / 2 + (random() * step) / 2;
}
