// "Continue anyway": per site (the canonical host), for a limited time, revocable from the popup. While
// an allowance lasts the guard answers "allowed-by-user" and the repeat-visit rule for the host is gone;
// once it expires the next visit warns again and puts the rule back.
import { canonicalUrl } from '../blocklist';
import type { RepeatVisitRules } from './repeat-visit-rules';
import type { Store } from './store';

export function createAllowances(deps: { store: Store; rules: RepeatVisitRules; now: () => number; durationMs: () => Promise<number> }) {
  const { store, now } = deps;
  return {
    async allow(url: string): Promise<{ host: string; until: number }> {
      const host = canonicalUrl(url)?.host;
      if (!host) throw new Error('Not a web address');
      const until = now() + (await deps.durationMs());
      await store.putAllowance({ host, until });
      await deps.rules.removeForHost(host);
      return { host, until };
    },
    async list(): Promise<Array<{ host: string; until: number }>> {
      const all = await store.listAllowances();
      for (const a of all) if (a.until <= now()) await store.deleteAllowance(a.host);
      return all.filter((a) => a.until > now()).sort((a, b) => a.host.localeCompare(b.host));
    },
    async revoke(host: string) {
      await store.deleteAllowance(host);
    },
  };
}
export type Allowances = ReturnType<typeof createAllowances>;
