// The popup's words about the list come from this summary: version, size, age and whether syncing works.
import type { SyncStatus } from './messages';
import type { LoadedList } from './list-holder';
import type { SyncMeta } from './store';

/** A list that has not been refreshed for a day is stale even if nothing failed (the browser was asleep). */
export const STALE_AFTER_MS = 24 * 3600_000;

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

export function syncStatus(meta: SyncMeta, list: LoadedList | null, now: number): SyncStatus {
  let state: SyncStatus['state'];
  if (meta.lastError !== null && meta.lastAttemptAt !== null) state = 'failing';
  else if (!list) state = 'never-synced';
  else if (meta.lastSuccessAt === null || now - meta.lastSuccessAt > STALE_AFTER_MS) state = 'stale';
  else state = 'fresh';
  return {
    version: list?.version ?? null,
    count: list?.count ?? 0,
    lastSuccessAt: iso(meta.lastSuccessAt),
    lastAttemptAt: iso(meta.lastAttemptAt),
    lastError: meta.lastError,
    nextSyncAt: iso(meta.nextSyncAt),
    state,
  };
}
