// The in-memory blocklist the guard asks, and the promise that it has been loaded. The guard never
// answers before `ready` settles: a cold service worker reads the PrefixSet bytes from IndexedDB first,
// and a browser that never synced waits (bounded) for the first sync instead of calling a page safe.
import { PrefixSet } from '../blocklist';
import type { Store } from './store';

export interface LoadedList {
  version: number;
  count: number;
  set: PrefixSet;
}

export function createListHolder(store: Pick<Store, 'getListHead'>) {
  let current: LoadedList | null = null;
  const ready: Promise<void> = store.getListHead().then(
    (stored) => {
      if (stored && !current) {
        const set = PrefixSet.fromBytes(stored.setBytes);
        current = { version: stored.version, count: set.size, set };
      }
    },
    () => undefined, // an unreadable store behaves like a fresh install: the first sync fills it
  );
  return {
    ready,
    get: (): LoadedList | null => current,
    set(list: LoadedList) {
      current = list;
    },
  };
}
export type ListHolder = ReturnType<typeof createListHolder>;
