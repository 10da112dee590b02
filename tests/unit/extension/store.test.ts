import { describe, expect, it } from 'vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { PrefixSet } from '../../../src/blocklist';
import { DB_VERSION, openStore } from '../../../src/extension/store';

describe('store (IndexedDB through idb)', () => {
  it('keeps the list across reopen, with the head readable without the prefixes', async () => {
    const factory = new IDBFactory();
    const prefixes = Uint32Array.from([3, 9, 27]);
    const setBytes = PrefixSet.fromSorted(prefixes).toBytes();
    const first = await openStore(factory);
    await first.putList({ version: 4, checksum: 'c'.repeat(64), prefixes, setBytes, savedAt: 1 });
    first.close();

    const again = await openStore(factory);
    const head = await again.getListHead();
    expect(head).toEqual({ version: 4, checksum: 'c'.repeat(64), setBytes, savedAt: 1 });
    expect(PrefixSet.fromBytes(head!.setBytes).has(9)).toBe(true);
    expect((await again.getList())?.prefixes).toEqual(prefixes);
    expect(DB_VERSION).toBe(1);
  });

  it('forgets negative confirmations but keeps positives when asked', async () => {
    const store = await openStore(new IDBFactory());
    const threat = { label: null, brand: null };
    await store.putConfirmations([
      { prefix: '00000001', matches: [], fetchedAt: 0, expiresAt: 10 },
      { prefix: '00000002', matches: [{ hash: 'a'.repeat(64), threat }], fetchedAt: 0, expiresAt: 10 },
    ]);
    await store.dropNegativeConfirmations();
    expect(await store.getConfirmation('00000001')).toBeNull();
    expect((await store.getConfirmation('00000002'))?.matches).toHaveLength(1);
  });

  it('starts with empty sync metadata and stores what a sync writes', async () => {
    const store = await openStore(new IDBFactory());
    expect(await store.getSyncMeta()).toEqual({ lastAttemptAt: null, lastSuccessAt: null, lastError: null, failures: 0, nextSyncAt: null });
    await store.putSyncMeta({ lastAttemptAt: 5, lastSuccessAt: 5, lastError: null, failures: 0, nextSyncAt: 65 });
    expect((await store.getSyncMeta()).nextSyncAt).toBe(65);
  });
});
