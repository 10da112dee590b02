// The extension's IndexedDB store (through idb), versioned schema:
//
//   list          key 'current' -> the last good blocklist's head: version, checksum and the PrefixSet bytes
//                 (what the guard loads at start, no rebuild); key 'prefixes' -> its sorted prefixes, read
//                 only by the next sync to apply a diff, so a cold start does not read 4 MB it won't use.
//   confirmations key prefix hex -> the service's full hashes for that prefix (empty = negative answer) and
//                 when the answer stops being fresh. Stale positives are kept: when the service cannot be
//                 reached, a stale positive still warns (DESIGN.md §2.6).
//   allowances    key host -> "Continue anyway" until a time.
//   dnrRules      key expression -> a confirmed expression (`host/` or `host/path/`) and its
//                 declarativeNetRequest rule id, so repeat visits are redirected before any request leaves.
//   meta          key 'sync' -> sync metadata (last attempt, last success, last error, failures, next sync).
//
// Version 1 is the first schema; an upgrade adds stores by `oldVersion`, never rewrites the list.
import { wrap } from 'idb';
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

export interface StoredList {
  version: number;
  checksum: string;
  prefixes: Uint32Array;
  setBytes: Uint8Array;
  savedAt: number;
}

export interface ConfirmMatch {
  hash: string;
  threat: { label: string | null; brand: string | null };
}

export interface ConfirmEntry {
  prefix: string;
  matches: ConfirmMatch[];
  fetchedAt: number;
  expiresAt: number;
}

export interface Allowance {
  host: string;
  until: number;
}

export interface DnrRuleRecord {
  expression: string;
  ruleId: number;
  url: string;
  prefix: number;
  threat: { label: string | null; brand: string | null } | null;
}

export interface SyncMeta {
  lastAttemptAt: number | null;
  lastSuccessAt: number | null;
  lastError: string | null;
  failures: number;
  nextSyncAt: number | null;
}

export type StoredListHead = Omit<StoredList, 'prefixes'>;

interface PalisadeSchema extends DBSchema {
  list: { key: string; value: StoredListHead | { prefixes: Uint32Array } };
  confirmations: { key: string; value: ConfirmEntry };
  allowances: { key: string; value: Allowance };
  dnrRules: { key: string; value: DnrRuleRecord };
  meta: { key: string; value: SyncMeta };
}

export const DB_NAME = 'palisade';
export const DB_VERSION = 1;

export const emptySyncMeta: SyncMeta = { lastAttemptAt: null, lastSuccessAt: null, lastError: null, failures: 0, nextSyncAt: null };

type Db = IDBPDatabase<PalisadeSchema>;

function upgrade(db: Db, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore('list');
    db.createObjectStore('confirmations', { keyPath: 'prefix' });
    db.createObjectStore('allowances', { keyPath: 'host' });
    db.createObjectStore('dnrRules', { keyPath: 'expression' });
    db.createObjectStore('meta');
  }
}

/** Opens the store with the IndexedDB factory it is given (the service worker's, or fake-indexeddb in Node). */
export async function openStore(factory: IDBFactory, name = DB_NAME) {
  const request = factory.open(name, DB_VERSION);
  request.onupgradeneeded = (event) => upgrade(wrap(request.result) as unknown as Db, event.oldVersion);
  const db = (await wrap(request)) as unknown as Db;
  return createStore(db);
}

export type Store = ReturnType<typeof createStore>;

function createStore(db: Db) {
  const all = async <N extends StoreNames<PalisadeSchema>>(name: N) => db.getAll(name);
  return {
    /** The head only: what the guard needs at start. */
    getListHead: async (): Promise<StoredListHead | null> => ((await db.get('list', 'current')) as StoredListHead | undefined) ?? null,
    /** Head and sorted prefixes: what a sync needs to apply a diff. */
    getList: async (): Promise<StoredList | null> => {
      const tx = db.transaction('list');
      const [head, body] = await Promise.all([tx.store.get('current'), tx.store.get('prefixes'), tx.done]);
      return head && body && 'prefixes' in body ? { ...(head as StoredListHead), prefixes: body.prefixes } : null;
    },
    /** Both records in one transaction: a reader never sees a head of one version with prefixes of another. */
    putList: async ({ prefixes, ...head }: StoredList) => {
      const tx = db.transaction('list', 'readwrite');
      await Promise.all([tx.store.put(head, 'current'), tx.store.put({ prefixes }, 'prefixes'), tx.done]);
    },

    getConfirmation: async (prefix: string) => (await db.get('confirmations', prefix)) ?? null,
    putConfirmations: async (entries: ConfirmEntry[]) => {
      const tx: IDBPTransaction<PalisadeSchema, ['confirmations'], 'readwrite'> = db.transaction('confirmations', 'readwrite');
      await Promise.all([...entries.map((e) => tx.store.put(e)), tx.done]);
    },
    /** A new list version can list a prefix the service once answered "no match" for: forget negatives. */
    dropNegativeConfirmations: async () => {
      const tx = db.transaction('confirmations', 'readwrite');
      for await (const cursor of tx.store) if (cursor.value.matches.length === 0) await cursor.delete();
      await tx.done;
    },

    getAllowance: async (host: string) => (await db.get('allowances', host)) ?? null,
    putAllowance: async (a: Allowance) => void (await db.put('allowances', a)),
    deleteAllowance: async (host: string) => db.delete('allowances', host),
    listAllowances: () => all('allowances'),

    listDnrRules: () => all('dnrRules'),
    putDnrRule: async (r: DnrRuleRecord) => void (await db.put('dnrRules', r)),
    deleteDnrRule: async (expression: string) => db.delete('dnrRules', expression),

    getSyncMeta: async (): Promise<SyncMeta> => (await db.get('meta', 'sync')) ?? { ...emptySyncMeta },
    putSyncMeta: async (m: SyncMeta) => void (await db.put('meta', m, 'sync')),

    close: () => db.close(),
  };
}
