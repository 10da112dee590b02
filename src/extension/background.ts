// The background composed from its parts, with the platform passed in (DESIGN.md §6): the entrypoint
// hands over `browser`, `fetch` and `indexedDB` and registers the returned listeners synchronously. Every
// listener first awaits `parts` (store opened, last good list loaded), so a verdict asked in the first
// millisecond of a cold start is answered with the list, not without it.
import { createClient } from '../client';
import { createAllowances } from './allowances';
import { createConfigStore, defaultsFromEnv, type KeyValueArea } from './config';
import { createGuard } from './guard';
import { createHandlers, routeMessage } from './handlers';
import { createListHolder } from './list-holder';
import { Message, parseWarningHash, warningHash } from './messages';
import { createRepeatVisitRules, type DnrApi } from './repeat-visit-rules';
import { openStore } from './store';
import { createSync } from './sync';

export const SYNC_ALARM = 'palisade-sync';
/** How long a first verdict waits for the very first sync before answering "not checked". */
const FIRST_LIST_WAIT_MS = 10_000;

/** Our pages; the warning page may sit at a per-session dynamic origin (use_dynamic_url), so no origin check. */
export function isExtensionPage(url: string | undefined): boolean {
  return url !== undefined && /^(chrome|moz)-extension:\/\//.test(url);
}

/** The page a warning-page URL stands for (the popup may be asked about a tab that shows the warning). */
export function pageBehind(url: string): string {
  if (!isExtensionPage(url)) return url;
  const u = new URL(url);
  return u.pathname === '/warning.html' ? (parseWarningHash(u.hash)?.url ?? url) : url;
}

export interface BackgroundPlatform {
  runtime: { getURL(path: string): string; id?: string };
  storage: { local: KeyValueArea };
  alarms: { create(name: string, info: { when?: number; periodInMinutes?: number }): unknown };
  tabs: { update(tabId: number, properties: { url: string }): Promise<unknown> };
  declarativeNetRequest: DnrApi;
}

export interface BackgroundDeps {
  browser: BackgroundPlatform;
  fetch: typeof fetch;
  indexedDB: IDBFactory;
  env: Record<string, string | undefined>;
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
}

export function createBackground(deps: BackgroundDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const log = deps.log ?? ((line: string) => console.info(`[palisade] ${line}`));
  const warningPageUrl = deps.browser.runtime.getURL('/warning.html');
  const config = createConfigStore(deps.browser.storage.local, defaultsFromEnv(deps.env));
  const client = async () => {
    const c = await config.get();
    return createClient({ baseUrl: c.apiUrl, apiKey: c.apiKey, fetch: deps.fetch, retry: { retries: 1 }, timeoutMs: 10_000 });
  };

  const parts = (async () => {
    const store = await openStore(deps.indexedDB);
    const list = createListHolder(store);
    const rules = createRepeatVisitRules({ dnr: deps.browser.declarativeNetRequest, store, warningPath: (p) => `/warning.html${warningHash(p)}` });
    const sync = createSync({ store, list, client, now, random, log, onNewList: async () => rules.pruneTo(list.get()!.set) });
    const waitForFirstList = async () => {
      await Promise.race([sync.syncNow(), new Promise((r) => setTimeout(r, FIRST_LIST_WAIT_MS))]);
    };
    const guard = createGuard({ list, store, client, now, random, waitForFirstList });
    const allowances = createAllowances({ store, rules, now, durationMs: async () => (await config.get()).allowanceSeconds * 1000 });
    const handlers = createHandlers({ guard, sync, store, list, config, allowances, client, fetch: deps.fetch, now, pageUrl: pageBehind });
    await list.ready;
    await rules.reconcile().catch((e: unknown) => log(`could not reconcile rules: ${String(e)}`));
    return { store, list, rules, sync, guard, handlers };
  })();

  /** Sets the alarm for the time the last sync asked for (never in the past). */
  async function scheduleNextSync() {
    const { nextSyncAt } = await (await parts).store.getSyncMeta();
    if (nextSyncAt !== null) await deps.browser.alarms.create(SYNC_ALARM, { when: Math.max(nextSyncAt, now() + 1000) });
  }

  /** Runs a sync (forced or only when due) and sets the alarm for the next one. */
  async function syncAndSchedule(force: boolean) {
    const { sync } = await parts;
    await (force ? sync.syncNow() : sync.syncIfDue());
    await scheduleNextSync();
  }

  return {
    parts,
    onInstalled: () => syncAndSchedule(true),
    onStartup: () => syncAndSchedule(false),
    onAlarm: async (alarm: { name: string }) => {
      if (alarm.name === SYNC_ALARM) await syncAndSchedule(false);
    },
    onBeforeNavigate: async (details: { tabId: number; frameId: number; url: string }) => {
      if (details.frameId !== 0 || details.tabId < 0) return;
      const { guard, rules } = await parts;
      const decision = await guard.check(details.url);
      if (!decision.warning) return;
      // A repeat visit is already being redirected by its declarativeNetRequest rule; a second navigation would abort it.
      if (decision.matched && (await rules.covers(decision.matched.expression))) return;
      await deps.browser.tabs.update(details.tabId, { url: `${warningPageUrl}${warningHash(decision.warning)}` });
      if (decision.matched) await rules.add(decision.matched, decision.warning);
    },
    /** Answers a message from one of our own pages; anything else is refused. */
    onMessage: async (raw: unknown, sender: { id?: string; url?: string; frameId?: number }) => {
      if (sender.id !== deps.browser.runtime.id || !isExtensionPage(sender.url)) return { error: 'Refused: not an extension page' };
      const type = (raw as { type?: unknown } | null)?.type;
      // A page cannot frame the warning page to trick a click on "Continue anyway" (clickjacking).
      if (type === 'warning/continue' && sender.frameId !== undefined && sender.frameId !== 0) {
        return { error: 'Refused: the warning page must be the top frame' };
      }
      const { handlers, sync } = await parts;
      const answer = await routeMessage(handlers, (m) => Message.safeParse(m), raw);
      if (type === 'sync/now' && !sync.inFlight()) await scheduleNextSync();
      return answer;
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
