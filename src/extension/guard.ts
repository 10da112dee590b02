// The verdict on one URL (DESIGN.md §2.6). Everything up to the local PrefixSet lookup happens on the
// device; the service hears of a page only when one of its expressions' 4-byte prefixes is on the list,
// and even then it receives that prefix among random decoys. Its answer (full hashes) is compared here,
// and cached for as long as the service allows. A failed confirm never turns a known positive into
// "safe": a stale positive still warns (confirmFailed: true); with nothing cached the page is "not checked".
import { canonicalUrl, expressions, hashExpressions, bytesToHex, prefixOf, prefixToHex, ALGO_VERSION } from '../blocklist';
import type { Client } from '../client';
import type { ListHolder } from './list-holder';
import type { Verdict, WarningPayload } from './messages';
import type { ConfirmEntry, ConfirmMatch, Store } from './store';

export const DECOYS_PER_CONFIRM = 4;

export interface Decision {
  verdict: Verdict;
  /** Present when the page must be replaced by the warning page. */
  warning: WarningPayload | null;
  /** The listed expression that matched, for the repeat-visit rule. */
  matched: { expression: string; prefix: number; threat: ConfirmMatch['threat'] } | null;
}

export interface GuardDeps {
  list: ListHolder;
  store: Store;
  client: () => Promise<Client>;
  now: () => number;
  random: () => number;
  /** Resolves once a list is available or the first sync gave up (bounded by the caller). */
  waitForFirstList: () => Promise<void>;
}

const notChecked = (reason: string, host: string | null = null): Decision => ({
  verdict: { state: 'not-checked', reason, host, threat: null },
  warning: null,
  matched: null,
});

export function createGuard(deps: GuardDeps) {
  const { store, now } = deps;

  function decoys(exclude: Set<string>): string[] {
    const out: string[] = [];
    while (out.length < DECOYS_PER_CONFIRM) {
      const hex = prefixToHex(Math.floor(deps.random() * 2 ** 32) >>> 0);
      if (!exclude.has(hex) && !out.includes(hex)) out.push(hex);
    }
    return out;
  }

  function shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(deps.random() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** Asks the service about `needed` prefixes (hidden among decoys) and caches the answers. */
  async function confirm(needed: string[]): Promise<Map<string, ConfirmEntry>> {
    const client = await deps.client();
    const asked = shuffle([...needed, ...decoys(new Set(needed))]);
    const answer = await client.request('blocklistConfirm', { body: { algoVersion: ALGO_VERSION, prefixes: asked } });
    const fetchedAt = now();
    const expiresAt = fetchedAt + answer.cacheSeconds * 1000;
    const entries = needed.map((prefix): ConfirmEntry => ({
      prefix,
      matches: answer.results.find((r) => r.prefix === prefix)?.matches ?? [],
      fetchedAt,
      expiresAt,
    }));
    await store.putConfirmations(entries);
    return new Map(entries.map((e) => [e.prefix, e]));
  }

  async function check(url: string): Promise<Decision> {
    if (!/^https?:\/\//i.test(url)) return notChecked('not a web page');
    const canonical = canonicalUrl(url);
    if (!canonical) return notChecked('not a web page');
    const host = canonical.host;

    await deps.list.ready;
    if (!deps.list.get()) await deps.waitForFirstList();
    const list = deps.list.get();
    if (!list) return notChecked('blocklist not loaded yet', host);

    const exprs = expressions(url);
    const hashes = await hashExpressions(exprs);
    const hits = exprs.map((expression, i) => ({ expression, hash: bytesToHex(hashes[i]!), prefix: prefixOf(hashes[i]!) }))
      .filter((h) => list.set.has(h.prefix));
    if (hits.length === 0) return { verdict: { state: 'safe', reason: 'not on the blocklist', host, threat: null }, warning: null, matched: null };

    const prefixes = [...new Set(hits.map((h) => prefixToHex(h.prefix)))];
    const known = new Map<string, ConfirmEntry>();
    for (const p of prefixes) {
      const entry = await store.getConfirmation(p);
      if (entry) known.set(p, entry);
    }
    const needed = prefixes.filter((p) => (known.get(p)?.expiresAt ?? 0) <= now());
    let confirmFailed = false;
    if (needed.length > 0) {
      try {
        for (const [p, e] of await confirm(needed)) known.set(p, e);
      } catch {
        confirmFailed = true; // stale entries in `known` (if any) decide below
      }
    }

    const match = hits
      .map((h) => ({ h, m: known.get(prefixToHex(h.prefix))?.matches.find((m) => m.hash === h.hash) }))
      .find((x) => x.m !== undefined);
    if (match?.m) {
      const threat = match.m.threat;
      const matched = { expression: match.h.expression, prefix: match.h.prefix, threat };
      const allowance = await store.getAllowance(host);
      if (allowance && allowance.until > now()) {
        const reason = `you chose to continue until ${new Date(allowance.until).toISOString()}`;
        return { verdict: { state: 'allowed-by-user', reason, host, threat }, warning: null, matched };
      }
      const reason = confirmFailed ? 'listed earlier; the service could not be reached to re-check' : 'on the blocklist';
      return {
        verdict: { state: 'warned', reason, host, threat },
        warning: { url, host, threat, confirmFailed },
        matched,
      };
    }
    if (confirmFailed && needed.some((p) => !known.has(p))) return notChecked('check failed: service unreachable', host);
    return { verdict: { state: 'safe', reason: 'not on the blocklist', host, threat: null }, warning: null, matched: null };
  }

  return { check };
}
export type Guard = ReturnType<typeof createGuard>;
