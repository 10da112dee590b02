// drizzle wraps a driver's error in its own (as `cause`), and pg and PGlite nest differently, so what a
// caller looks for (a SQLSTATE, a driver error name) may sit a few links down the cause chain.

/** The first link of `error`'s cause chain (itself included, at most 4 deep) that `test` accepts. */
export function findInCauses(error: unknown, test: (link: { name?: string; code?: unknown; constraint?: string }) => boolean) {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const link = e as { name?: string; code?: unknown; constraint?: string };
    if (test(link)) return link;
  }
  return undefined;
}
