// Blocklist sync (DESIGN.md §2.6). One attempt: ask /version; if our version is behind, apply the diff
// from our version when the service offers one, else (or when the diff's result disagrees with the
// announced checksum) download the snapshot. Every failure has a name (SyncFailure codes) and leaves the
// last good list in place: the guard keeps protecting with it. Overlapping calls share one promise in
// flight, and "last attempt" is written in `finally`, so a flaky network cannot make us hammer the service.
import { applyDiff, bytesToHex, decodeSnapshot, PrefixSet, sha256 } from '../blocklist';
import type { BlocklistVersionResponse } from '../contract/blocklist';
import type { Client } from '../client';
import { failureDelayMs, type BackoffPolicy } from './backoff';
import type { ListHolder } from './list-holder';
import type { Store, StoredList, SyncMeta } from './store';

export type SyncFailureCode = 'ALGO_VERSION' | 'TOKEN_MISMATCH' | 'CHECKSUM_MISMATCH' | 'VERSION_MISMATCH';

export class SyncFailure extends Error {
  override name = 'SyncFailure';
  constructor(
    readonly code: SyncFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export type SyncOutcome = 'unchanged' | 'diff' | 'snapshot';

export interface SyncDeps {
  store: Store;
  list: ListHolder;
  client: () => Promise<Client>;
  now: () => number;
  random: () => number;
  backoff?: BackoffPolicy;
  /** Called after a new list is stored (the guard's rules and caches follow the list). */
  onNewList?: (list: StoredList) => Promise<void>;
  log?: (line: string) => void;
}

export interface SyncReport extends SyncMeta {
  outcome: SyncOutcome | null;
  /** Why a diff was not used when one was offered (the snapshot was used instead). */
  diffFallback: string | null;
}

export function createSync(deps: SyncDeps) {
  const { store, now } = deps;
  let inFlight: Promise<SyncReport> | null = null;

  async function artifact(client: Client, url: string, token: string): Promise<Uint8Array> {
    const bytes = await client.fetchBytes(url);
    // Content-addressed: the token is the SHA-256 of the bytes, so a corrupted or swapped file is caught here.
    if (bytesToHex(await sha256(bytes)) !== token) throw new SyncFailure('TOKEN_MISMATCH', `Artifact ${url} does not match its token`);
    return bytes;
  }

  async function update(client: Client, info: BlocklistVersionResponse): Promise<{ outcome: SyncOutcome; diffFallback: string | null }> {
    // The head decides; the stored prefixes (megabytes) are read only when a diff is to be applied to them.
    const head = await store.getListHead();
    if (head && head.version === info.version && head.checksum === info.checksum) return { outcome: 'unchanged', diffFallback: null };
    let next: { version: number; prefixes: Uint32Array; checksum: string } | null = null;
    let diffFallback: string | null = null;
    const diff = head ? info.diffs.find((d) => d.fromVersion === head.version && d.toVersion === info.version) : undefined;
    const current = diff ? await store.getList() : null;
    if (current && diff) {
      try {
        const applied = await applyDiff(current, await artifact(client, diff.url, diff.token));
        if (applied.checksum === info.checksum) next = applied;
        else diffFallback = 'CHECKSUM_MISMATCH: the diff result disagrees with the announced checksum';
      } catch (e) {
        diffFallback = describe(e);
      }
      if (diffFallback) deps.log?.(`diff ${diff.fromVersion}->${diff.toVersion} not used (${diffFallback}); fetching the snapshot`);
    }
    const outcome: SyncOutcome = next ? 'diff' : 'snapshot';
    if (!next) {
      next = await decodeSnapshot(await artifact(client, info.snapshot.url, info.snapshot.token));
      if (next.checksum !== info.checksum) throw new SyncFailure('CHECKSUM_MISMATCH', 'The snapshot disagrees with the announced checksum');
      if (next.version !== info.version) throw new SyncFailure('VERSION_MISMATCH', `Snapshot is version ${next.version}, expected ${info.version}`);
    }
    const set = PrefixSet.fromSorted(next.prefixes);
    const stored: StoredList = { version: next.version, checksum: next.checksum, prefixes: next.prefixes, setBytes: set.toBytes(), savedAt: now() };
    await store.putList(stored);
    deps.list.set({ version: stored.version, count: set.size, set });
    await store.dropNegativeConfirmations();
    await deps.onNewList?.(stored);
    return { outcome, diffFallback };
  }

  async function attempt(): Promise<SyncReport> {
    const meta = await store.getSyncMeta();
    const startedAt = now();
    let outcome: SyncOutcome | null = null;
    let diffFallback: string | null = null;
    try {
      const client = await deps.client();
      const info = await client.request('blocklistVersion', {});
      ({ outcome, diffFallback } = await update(client, info));
      Object.assign(meta, { lastSuccessAt: now(), lastError: null, failures: 0, nextSyncAt: now() + info.waitSeconds * 1000 });
    } catch (e) {
      meta.failures += 1;
      meta.lastError = describe(e);
      meta.nextSyncAt = now() + failureDelayMs(meta.failures, deps.random, deps.backoff);
      deps.log?.(`sync failed (${meta.failures} in a row): ${meta.lastError}`);
    } finally {
      meta.lastAttemptAt = startedAt;
      await store.putSyncMeta(meta);
    }
    return { ...meta, outcome, diffFallback };
  }

  return {
    /** Syncs now; a call while a sync runs gets that sync's promise. */
    syncNow(): Promise<SyncReport> {
      inFlight ??= attempt().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** Syncs only when the service's wait (or the backoff) has passed; alarms and browser start use this. */
    async syncIfDue(): Promise<SyncReport | null> {
      const meta = await store.getSyncMeta();
      if (meta.nextSyncAt !== null && meta.nextSyncAt > now() && deps.list.get()) return null;
      return this.syncNow();
    },
    inFlight: () => inFlight,
  };
}
export type Sync = ReturnType<typeof createSync>;

function describe(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${e.message}` : `${e.name}: ${e.message}`;
  }
  return String(e);
}
