// Unique indexes decide races (two reports of one asset, two groups of one name): the losing statement
// fails with SQLSTATE 23505. drizzle wraps the driver's error in its own (as `cause`), and the two
// drivers nest differently, so the code is looked for along the first few links of the cause chain.

/** The unique violation in `error` or its causes, with the index name when the driver gives it; else null. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return { constraint };
  }
  return null;
}
