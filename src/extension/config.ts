// Settings of the extension: API base URL, API key, organization slug and how long "Continue anyway"
// lasts. Defaults come from the build (WXT_API_URL, WXT_API_KEY, WXT_ORG_SLUG); what the options page saves lives in
// browser.storage.local and is only ever sent to the configured API host.
import { z } from 'zod';

export const DEFAULT_ALLOWANCE_SECONDS = 3600;

export const Config = z.object({
  apiUrl: z.string(),
  apiKey: z.string(),
  slug: z.string(),
  allowanceSeconds: z.number().int().min(1),
});
export type Config = z.infer<typeof Config>;

/** The part of browser.storage.local the config needs. */
export interface KeyValueArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

const KEY = 'config';

export function createConfigStore(area: KeyValueArea, defaults: Omit<Config, 'allowanceSeconds'> & { allowanceSeconds?: number }) {
  const base: Config = { allowanceSeconds: DEFAULT_ALLOWANCE_SECONDS, ...defaults };
  return {
    async get(): Promise<Config> {
      const stored = Config.partial().safeParse((await area.get(KEY))[KEY] ?? {});
      return { ...base, ...(stored.success ? stored.data : {}) };
    },
    async set(patch: Partial<Config>): Promise<Config> {
      const next = Config.parse({ ...(await this.get()), ...patch });
      await area.set({ [KEY]: next });
      return next;
    },
  };
}
export type ConfigStore = ReturnType<typeof createConfigStore>;

/** Build-time defaults: `import.meta.env` values as WXT passes them (empty when unset). */
export function defaultsFromEnv(env: Record<string, string | undefined>) {
  return { apiUrl: env.WXT_API_URL ?? 'http://127.0.0.1:8787/v2', apiKey: env.WXT_API_KEY ?? '', slug: env.WXT_ORG_SLUG ?? '' };
}
