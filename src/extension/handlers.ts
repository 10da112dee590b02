// One handler per message of INTERFACES.md. Each parses nothing itself: the router has already parsed
// the request with `Message`, and the page parses the answer with the response schema.
import { canonicalUrl } from '../blocklist';
import { ApiError, NetworkError, createClient, type Client } from '../client';
import type { Allowances } from './allowances';
import type { ConfigStore } from './config';
import type { Guard } from './guard';
import type { ListHolder } from './list-holder';
import { type MessageOf, type MessageResponse, type MessageType } from './messages';
import type { Store } from './store';
import type { Sync } from './sync';
import { syncStatus } from './sync-status';
import { parseAsset } from '../parse';

export interface HandlerDeps {
  guard: Guard;
  sync: Sync;
  store: Store;
  list: ListHolder;
  config: ConfigStore;
  allowances: Allowances;
  client: () => Promise<Client>;
  fetch: typeof fetch;
  now: () => number;
  /** The web page a URL stands for: a tab showing the warning page stands for the page it blocked. */
  pageUrl: (url: string) => string;
}

type Handlers = { [T in MessageType]: (message: MessageOf<T>) => Promise<MessageResponse<T>> };

function words(e: unknown): string {
  if (e instanceof NetworkError) return 'The service could not be reached.';
  if (e instanceof ApiError) return `${e.message} (HTTP ${e.status})`;
  return e instanceof Error ? e.message : String(e);
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const status = async () => syncStatus(await deps.store.getSyncMeta(), deps.list.get(), deps.now());
  const pageUrl = deps.pageUrl;

  return {
    ready: async () => {
      await deps.list.ready;
      return { ready: true, listLoaded: deps.list.get() !== null };
    },
    'verdict/get': async ({ url }) => (await deps.guard.check(pageUrl(url))).verdict,
    'sync/status': status,
    'sync/now': async () => {
      await deps.sync.syncNow();
      return status();
    },
    // Parsed here, with the service's own parser: opening the popup sends the page nowhere.
    parse: async ({ content }) => ({ ok: true, parsed: parseAsset(content) }),
    'report/create': async ({ url, title, description, contactInfo }) => {
      const { slug } = await deps.config.get();
      const body = {
        assets: [{ content: pageUrl(url), status: 'BLOCKED' as const }],
        ...(slug ? { organizationSlug: slug } : {}),
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        ...(contactInfo ? { contactInfo } : {}),
      };
      try {
        const report = await (await deps.client()).request('reportCreate', { body });
        return { ok: true, id: report.id };
      } catch (e) {
        const errors = e instanceof ApiError ? (e.data?.errors ?? []) : [];
        return { ok: false, status: e instanceof ApiError ? e.status : 0, message: words(e), errors };
      }
    },
    'warning/continue': async ({ url }) => {
      const { until } = await deps.allowances.allow(pageUrl(url));
      return { ok: true, until: new Date(until).toISOString() };
    },
    'warning/dispute': async ({ url, email, description }) => {
      try {
        const body = { content: pageUrl(url), ...(email ? { email } : {}), ...(description ? { description } : {}) };
        const dispute = await (await deps.client()).request('disputeCreate', { body });
        return { ok: true, id: dispute.id };
      } catch (e) {
        return { ok: false, message: words(e) };
      }
    },
    'allowances/list': async () => ({
      allowances: (await deps.allowances.list()).map((a) => ({ host: a.host, until: new Date(a.until).toISOString() })),
    }),
    'allowances/revoke': async ({ host }) => {
      await deps.allowances.revoke(canonicalUrl(`http://${host}/`)?.host ?? host);
      return { ok: true };
    },
    'config/get': () => deps.config.get(),
    'config/set': async ({ apiUrl, apiKey, slug, allowanceSeconds }) => {
      await deps.config.set({ apiUrl, apiKey, slug, ...(allowanceSeconds ? { allowanceSeconds } : {}) });
      return { ok: true };
    },
    'config/test': async ({ apiUrl, apiKey }) => {
      try {
        const probe = createClient({ baseUrl: apiUrl, apiKey, fetch: deps.fetch, retry: { retries: 0 } });
        const info = await probe.request('blocklistVersion', {});
        return { ok: true, detail: `Connected. The key works; blocklist version ${info.version} lists ${info.count} prefixes.` };
      } catch (e) {
        return { ok: false, message: words(e) };
      }
    },
  };
}

/** Routes a raw message to its handler; an unknown or malformed message gets an `{ error }` answer. */
export async function routeMessage(handlers: Handlers, parse: (raw: unknown) => { success: boolean; data?: unknown }, raw: unknown) {
  const parsed = parse(raw);
  if (!parsed.success) return { error: 'Unknown or malformed message' };
  const message = parsed.data as { type: MessageType };
  try {
    const handler = handlers[message.type] as (m: unknown) => Promise<unknown>;
    return await handler(message);
  } catch (e) {
    return { error: words(e) };
  }
}
