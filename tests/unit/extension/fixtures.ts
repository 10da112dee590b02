// Test parts for the extension's units: a confirm service over real hashes (a fetch function, not a
// module mock), in-memory storage and declarativeNetRequest, and a PrefixSet built from listed URLs
// with the real blocklist core.
// idb's wrap() checks `instanceof IDBRequest`: the auto import installs those classes as globals in Node.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { bytesToHex, expressions, hashExpressions, prefixOf, prefixToHex, PrefixSet } from '../../../src/blocklist';
import { createClient } from '../../../src/client';
import { createListHolder } from '../../../src/extension/list-holder';
import { openStore } from '../../../src/extension/store';
import type { DnrApi, DnrRule } from '../../../src/extension/repeat-visit-rules';

export interface Listed {
  /** The listed expression, e.g. 'scam.test/' */
  expression: string;
  threat: { label: string | null; brand: string | null };
}

export async function hashOf(expression: string): Promise<Uint8Array> {
  return (await hashExpressions([expression]))[0]!;
}

export async function prefixSetOf(listed: string[]): Promise<{ set: PrefixSet; sorted: Uint32Array }> {
  const prefixes = await Promise.all(listed.map(async (e) => prefixOf(await hashOf(e))));
  const sorted = Uint32Array.from(new Set(prefixes)).sort();
  return { set: PrefixSet.fromSorted(sorted), sorted };
}

/** The service's confirm endpoint over `listed`, counting calls; `down = true` makes every call fail. */
export function confirmService(listed: Listed[], cacheSeconds = 300) {
  const state = { calls: [] as string[][], down: false };
  const fetchFn: typeof fetch = async (input, init) => {
    if (state.down) throw new TypeError('fetch failed');
    const url = String(input);
    if (!url.endsWith('/asset/blocklist/confirm')) return new Response('{}', { status: 404 });
    const body = JSON.parse(String(init?.body)) as { prefixes: string[] };
    state.calls.push(body.prefixes);
    const hashed = await Promise.all(listed.map(async (l) => ({ hash: bytesToHex(await hashOf(l.expression)), threat: l.threat })));
    const results = [...new Set(body.prefixes)].map((prefix) => ({ prefix, matches: hashed.filter((h) => h.hash.startsWith(prefix)) }));
    return Response.json({ algoVersion: 1, version: 1, results, cacheSeconds });
  };
  return { state, fetch: fetchFn };
}

export function testClient(fetchFn: typeof fetch) {
  return async () => createClient({ baseUrl: 'http://service.test/v2', apiKey: 'k', fetch: fetchFn, retry: { retries: 0 } });
}

export async function freshStore() {
  return openStore(new IDBFactory());
}

export async function loadedHolder(store: Awaited<ReturnType<typeof freshStore>>, listed: string[], version = 1) {
  const holder = createListHolder(store);
  await holder.ready;
  const { set } = await prefixSetOf(listed);
  holder.set({ version, count: set.size, set });
  return holder;
}

export function memoryDnr() {
  const rules = new Map<number, DnrRule>();
  const api: DnrApi = {
    async updateDynamicRules({ removeRuleIds = [], addRules = [] }) {
      for (const id of removeRuleIds) rules.delete(id);
      for (const r of addRules) rules.set(r.id, r);
    },
    async getDynamicRules() {
      return [...rules.values()];
    },
  };
  return { rules, api };
}

export function memoryArea() {
  const data: Record<string, unknown> = {};
  return {
    data,
    async get(key: string) {
      return key in data ? { [key]: structuredClone(data[key]) } : {};
    },
    async set(items: Record<string, unknown>) {
      Object.assign(data, structuredClone(items));
    },
  };
}

export function clock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

export const hex = (n: number) => prefixToHex(n);
export { expressions };
