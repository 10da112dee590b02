// The catalog of detection sources (GET /detection/sources): per source its scopes, whether it is
// pulled on a schedule or pushed to us, whether a config may target a brand, the asset types it finds,
// whether it runs by default, and the JSON Schema its `config` must satisfy. Sources that only run
// globally (one feed for every organization) cannot get an organization config.
import type { AssetType, DetectionSource } from '../../contract';

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'string[]';

export interface SourceInfo {
  source: DetectionSource;
  title: string;
  description: string;
  scopes: ('ORGANIZATION' | 'GLOBAL')[];
  mode: 'PULL' | 'PUSH';
  brandScoped: boolean;
  assetTypes: AssetType[];
  enabledByDefault: boolean;
  defaultCron: string | null;
  /** Allowed config keys and their types; no other key is accepted. */
  fields: Record<string, JsonType>;
}

const search = (source: DetectionSource, title: string, assetTypes: AssetType[], enabledByDefault = false): SourceInfo => ({
  source,
  title,
  description: `Searches ${title} for the brand's keywords and lists matching results`,
  scopes: ['ORGANIZATION'],
  mode: 'PULL',
  brandScoped: true,
  assetTypes,
  enabledByDefault,
  defaultCron: '0 */6 * * *',
  fields: { keywords: 'string[]', excludeKeywords: 'string[]', maxResults: 'integer' },
});

export const SOURCES: readonly SourceInfo[] = [
  { source: 'ASSET_CHECK', title: 'Asset re-checks', description: 'Re-checks assets already known to the registry', scopes: ['ORGANIZATION'], mode: 'PUSH', brandScoped: false, assetTypes: ['URL', 'PAGE', 'ADDRESS'], enabledByDefault: true, defaultCron: null, fields: {} },
  search('BING_SEARCH', 'Bing', ['URL', 'PAGE']),
  { source: 'CERTSTREAM', title: 'Certificate transparency', description: 'New TLS certificates whose names resemble the brand; one global feed', scopes: ['GLOBAL'], mode: 'PUSH', brandScoped: false, assetTypes: ['URL'], enabledByDefault: false, defaultCron: null, fields: { keywords: 'string[]' } },
  { source: 'DNS_TWIST', title: 'Typosquat domains', description: 'Registered look-alike domains (typos, homoglyphs) of the brand domains', scopes: ['ORGANIZATION'], mode: 'PULL', brandScoped: true, assetTypes: ['URL'], enabledByDefault: true, defaultCron: '0 3 * * *', fields: { domains: 'string[]', fuzzers: 'string[]' } },
  search('DUCK_DUCK_GO_SEARCH', 'DuckDuckGo', ['URL', 'PAGE']),
  { source: 'EXTERNAL', title: 'External submissions', description: 'Assets submitted through the API (/asset/submit)', scopes: ['ORGANIZATION'], mode: 'PUSH', brandScoped: false, assetTypes: ['URL', 'PAGE', 'ADDRESS', 'EMAIL'], enabledByDefault: true, defaultCron: null, fields: {} },
  search('GOOGLE_SEARCH', 'Google', ['URL', 'PAGE'], true),
  { source: 'GUESTBOOK', title: 'Guestbook', description: 'Submissions from the public guestbook form', scopes: ['ORGANIZATION'], mode: 'PUSH', brandScoped: false, assetTypes: ['URL', 'PAGE'], enabledByDefault: false, defaultCron: null, fields: {} },
  search('MEDIUM_TAG_RSS', 'Medium tag feeds', ['MEDIUM']),
  search('MOZILLA_ADDON_SEARCH', 'Firefox add-ons', ['MOZILLA_ADDONS']),
  search('REDDIT_SUBREDDIT_SEARCH', 'subreddits', ['REDDIT']),
  search('TWITTER', 'Twitter monitoring', ['TWITTER']),
  search('TWITTER_POST_SEARCH', 'Twitter posts', ['TWITTER']),
  search('TWITTER_SEARCH', 'Twitter', ['TWITTER']),
  { source: 'URLSCAN', title: 'urlscan.io', description: 'Recent urlscan.io scans whose pages resemble the brand', scopes: ['ORGANIZATION', 'GLOBAL'], mode: 'PULL', brandScoped: true, assetTypes: ['URL', 'PAGE'], enabledByDefault: false, defaultCron: '*/30 * * * *', fields: { query: 'string', maxResults: 'integer' } },
  search('YAHOO_SEARCH', 'Yahoo', ['URL', 'PAGE']),
  search('YOUTUBE_SEARCH', 'YouTube', ['YOUTUBE']),
];

const bySource = new Map(SOURCES.map((s) => [s.source, s]));
export const sourceInfo = (source: string): SourceInfo | undefined => bySource.get(source as DetectionSource);

/** The JSON Schema of a source's config object (served in the catalog). */
export function configSchema(info: SourceInfo): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(info.fields).map(([key, type]) => [key, type === 'string[]' ? { type: 'array', items: { type: 'string' } } : { type }]),
  );
  return { type: 'object', properties, additionalProperties: false };
}

/** Checks `config` against the source's fields; returns [key, message] of the first problem, or null. */
export function configProblem(info: SourceInfo, config: Record<string, unknown>): [string, string] | null {
  for (const [key, value] of Object.entries(config)) {
    const type = info.fields[key];
    if (!type) return [key, `Unknown config key for ${info.source}; allowed: ${Object.keys(info.fields).join(', ') || 'none'}`];
    const ok =
      type === 'string[]'
        ? Array.isArray(value) && value.every((v) => typeof v === 'string')
        : type === 'integer'
          ? Number.isInteger(value)
          : typeof value === type;
    if (!ok) return [key, `Expected ${type === 'string[]' ? 'an array of strings' : type}`];
  }
  return null;
}
