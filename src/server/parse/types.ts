// Shapes of a parse result (spec: "Parsed asset"). Defined here because src/contract had no ParsedAsset
// schema when this module was written; once the contract exports one, these types must stay assignable to it.

/** Generic AssetType values named by the spec. */
export const GENERIC_ASSET_TYPES = [
  'URL', 'PAGE', 'ADDRESS', 'EMAIL', 'IPFS', 'HEX', 'BASENAME', 'PHONE_NUMBER', 'GOOGLE_FORM',
] as const;

/** Platform-named AssetType values, spelled exactly as api-reference-shapes.md §3(a) records them. */
export const PLATFORM_ASSET_TYPES = [
  'LINKEDIN', 'TWITTER', 'FACEBOOK', 'YOUTUBE', 'REDDIT', 'TELEGRAM', 'GOOGLE_APP_STORE', 'APPLE_APP_STORE',
  'AMAZON_APP_STORE', 'MICROSOFT_APP_STORE', 'TIKTOK', 'INSTAGRAM', 'THREADS', 'MEDIUM', 'CHROME_WEB_STORE',
  'MOZILLA_ADDONS', 'OPERA_ADDONS', 'PATREON', 'OPENSEA', 'FARCASTER', 'WHATSAPP', 'DISCORD_USER', 'QUORA',
  'GITHUB', 'TEACHABLE', 'SUBSTACK', 'DEBANK', 'TAWK_TO', 'JOTFORM', 'PRIMAL', 'BLUESKY', 'SNAPCHAT', 'DESO',
  'PINTEREST', 'DISCORD', 'TWITCH', 'ARCHIVE_ORG',
] as const;

export type AssetType = (typeof GENERIC_ASSET_TYPES)[number] | (typeof PLATFORM_ASSET_TYPES)[number];

/** The spec's `model` enum, exact (note the capital in `Article`). */
export const ASSET_MODELS = [
  'addon', 'app', 'bot', 'business-profile', 'catalog', 'collection', 'channel', 'group', 'post', 'profile',
  'short', 'video', 'space', 'issue', 'pull-request', 'discussion', 'repository', 'Article', 'comment', 'list',
  'subreddit', 'community', 'mini-app',
] as const;

export type AssetModel = (typeof ASSET_MODELS)[number];

export interface ParsedAsset {
  /** Normalized content: the value an asset of this type is stored and compared under. */
  content: string;
  /** The input exactly as given (before trimming). */
  submittedContent: string;
  type: AssetType;
  identifier?: string;
  identifierType?: string;
  model?: AssetModel;
  chain?: string;
  caip2ChainId?: string;
  metadata?: Record<string, string>;
}

/** What a recogniser returns; `parseAsset` adds `submittedContent`. */
export type Recognised = Omit<ParsedAsset, 'submittedContent'>;
