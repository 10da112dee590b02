// Unique indexes decide races (two reports of one asset, two groups of one name): the losing statement
// fails with SQLSTATE 23505, found along the error's cause chain.
import { findInCauses } from './error-chain';

/** The unique violation in `error` or its causes, with the index name when the driver gives it; else null. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  const link = findInCauses(error, (e) => e.code === '23505');
  return link ? { constraint: link.constraint } : null;
}
