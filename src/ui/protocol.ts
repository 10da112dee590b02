// The messages the UI pages exchange with the background, as INTERFACES.md fixes them. The UI
// declares only the shapes it reads; the entrypoints hand it a `send` built on the background's own
// typed `sendMessage` (src/extension/messages.ts), so the UI layer never imports the extension layer
// (DESIGN.md §1) and unit tests can pass a fake `send`.

export type Threat = { label: string | null; brand: string | null };

export type Verdict = {
  state: 'safe' | 'warned' | 'allowed-by-user' | 'not-checked';
  reason: string;
  host: string | null;
  threat: Threat | null;
};

export type SyncStatus = {
  version: number | null;
  count: number;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  nextSyncAt: string | null;
  state: 'fresh' | 'stale' | 'failing' | 'never-synced';
};

export type ParsedAsset = {
  type: string;
  content: string;
  submittedContent?: string;
  identifier?: string | null;
  identifierType?: string | null;
};

export type ReportError = { asset: string; errorType: string; message: string; suggestion: string };

export type ReportResult =
  | { ok: true; id: number }
  | { ok: false; status: number; message: string; errors: ReportError[] };

export type DisputeResult = { ok: true; id: string } | { ok: false; message: string };

export type Allowance = { host: string; until: string };

export type Config = { apiUrl: string; apiKey: string; slug: string };

/** What config/get answers: the fields plus how long "Continue anyway" lasts. */
export type StoredConfig = Config & { allowanceSeconds?: number };

export type WarningPayload = { url: string; host: string; threat: Threat | null; confirmFailed: boolean };

export type ConfigTestResult = { ok: true; detail: string } | { ok: false; message: string };

/** Request and response of every message the UI sends, keyed by `type`. */
export interface UiMessages {
  'verdict/get': { req: { type: 'verdict/get'; url: string }; res: Verdict };
  'sync/status': { req: { type: 'sync/status' }; res: SyncStatus };
  'sync/now': { req: { type: 'sync/now' }; res: SyncStatus };
  parse: {
    req: { type: 'parse'; content: string };
    res: { ok: true; parsed: ParsedAsset | null } | { ok: false; message: string };
  };
  'report/create': {
    req: { type: 'report/create'; url: string; title?: string; description?: string; contactInfo?: string };
    res: ReportResult;
  };
  'warning/continue': { req: { type: 'warning/continue'; url: string }; res: { ok: true; until: string } };
  'warning/dispute': {
    req: { type: 'warning/dispute'; url: string; email?: string; description?: string };
    res: DisputeResult;
  };
  'allowances/list': { req: { type: 'allowances/list' }; res: { allowances: Allowance[] } };
  'allowances/revoke': { req: { type: 'allowances/revoke'; host: string }; res: { ok: true } };
  'config/get': { req: { type: 'config/get' }; res: StoredConfig };
  'config/set': { req: { type: 'config/set' } & Config; res: { ok: true } };
  'config/test': { req: { type: 'config/test' } & Config; res: ConfigTestResult };
}

export type UiMessageType = keyof UiMessages;
export type UiRequest<K extends UiMessageType = UiMessageType> = UiMessages[K]['req'];
export type UiResponse<K extends UiMessageType> = UiMessages[K]['res'];

/** The one channel from a page to the background. Rejects when the background cannot be reached. */
export type Send = <K extends UiMessageType>(msg: UiRequest<K> & { type: K }) => Promise<UiResponse<K>>;
