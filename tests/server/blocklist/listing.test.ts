import { describe, expect, it } from 'vitest';
import { buildListing } from '../../../src/server/blocklist';
import { AssetHashCache } from '../../../src/server/blocklist/hash-cache';
import { expectedPrefixes, url } from './helpers';

const many = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => url(`site-${from + i}.example`));

describe('listing with the per-asset hash cache', () => {
  it('builds the same listing from the cache as from scratch, across changes', async () => {
    const cache = new AssetHashCache();
    for (const assets of [many(0, 3000), [...many(1000, 3000), ...many(5000, 6000)], [url('evil.example', 'C2 Server'), ...many(5500, 6000)]]) {
      const cached = await buildListing(assets, cache);
      const fresh = await buildListing(assets);
      expect(cached.sameAs(fresh)).toBe(true);
      expect([...cached.prefixes]).toEqual([...(await expectedPrefixes(assets))]);
    }
  });

  it('drops departed assets once they pile up', async () => {
    const cache = new AssetHashCache();
    await buildListing(many(0, 5000), cache);
    expect(cache.size).toBe(5000);
    await buildListing(many(0, 4500), cache); // 500 departed: below the eviction threshold
    expect(cache.size).toBe(5000);
    await buildListing(many(0, 1000), cache);
    expect(cache.size).toBe(1000);
  });

  it('sees a changed threat on a cached asset', async () => {
    const cache = new AssetHashCache();
    const before = await buildListing([url('evil.example', 'General Phishing')], cache);
    const after = await buildListing([url('evil.example', 'Brand Impersonation', 'Acme')], cache);
    expect(after.sameAs(before)).toBe(false);
    expect(after.matches(after.prefixes[0]!)[0]!.threat).toEqual({ label: 'Brand Impersonation', brand: 'Acme' });
  });
});
