// Shared by the blocklist publishing tests: a publisher over an in-memory list, and the prefixes a
// client would expect, computed with the pure core (WebCrypto) rather than the server's hashing.
import { createHash } from 'node:crypto';
import { hashExpressions, prefixOf } from '../../../src/blocklist';
import { fakeClock } from '../../../src/server/clock';
import { createMemoryLogger } from '../../../src/server/log';
import { createBlocklistPublisher, listedExpressions, type BlocklistPublisherOptions, type ListedAsset } from '../../../src/server/blocklist';

export const url = (content: string, label: string | null = 'General Phishing', brand: string | null = null): ListedAsset => ({
  type: 'URL',
  content,
  label,
  brand,
});

export async function expectedPrefixes(assets: ListedAsset[]): Promise<Uint32Array> {
  const exprs = [...new Set(assets.flatMap((a) => listedExpressions(a)))];
  const prefixes = (await hashExpressions(exprs)).map((h) => prefixOf(h));
  return Uint32Array.from(new Set(prefixes)).sort();
}

export const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A publisher whose listed set the test sets by hand; the clock starts at the epoch, so versions count 1, 2, 3. */
export function publisherHarness(initial: ListedAsset[], options: Partial<BlocklistPublisherOptions> = {}) {
  let assets = initial;
  let loads = 0;
  let gate: Promise<void> | null = null;
  let failNext: Error | null = null;
  const log = createMemoryLogger();
  const publisher = createBlocklistPublisher({
    loadListed: async () => {
      loads++;
      if (gate !== null) await gate;
      if (failNext !== null) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      return assets;
    },
    clock: fakeClock(new Date(0)),
    log,
    debounceMs: 5,
    retryMs: 5,
    ...options,
  });
  return {
    publisher,
    log,
    setAssets: (next: ListedAsset[]) => (assets = next),
    loads: () => loads,
    /** Holds every load until the returned function is called. */
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    failNextLoad: (error: Error) => (failNext = error),
  };
}
