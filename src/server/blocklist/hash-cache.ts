// Remembers, per asset (type + content), the SHA-256 hashes of the expressions it lists, across publishes.
// A republish reloads every BLOCKED asset; without this, a 1,000-asset change on a list of a million would
// canonicalize and hash a million assets again. With it, only new assets are expanded and hashed.
//
// Values are latin1 strings of 32 bytes per expression ('' for an asset that lists nothing): V8 keeps
// one-byte strings compact (about 140 MB for 10^6 assets with their keys), far less than a typed array
// per asset, and Buffer#latin1Write copies one into the listing's hash buffer natively.
// Assets that left the list are dropped when they make up more than a fifth of the cache.
import { hash } from 'node:crypto';
import { listedExpressions, type ListableAsset } from './listed-expressions';

export class AssetHashCache {
  private hashes = new Map<string, string>();
  private used = 0;

  /** The asset's expression hashes, 32 bytes each, as a latin1 string. */
  hashesOf(asset: ListableAsset): string {
    const key = `${asset.type}\u0000${asset.content}`;
    let value = this.hashes.get(key);
    if (value === undefined) {
      // 'binary' is Node's name for latin1: one char per byte.
      value = listedExpressions(asset)
        .map((expression) => hash('sha256', expression, 'binary'))
        .join('');
      this.hashes.set(key, value);
    }
    this.used++;
    return value;
  }

  /** Ends one publish's pass over the listed assets, evicting departed ones when they pile up. */
  sweep(assets: readonly ListableAsset[]): void {
    if (this.hashes.size - this.used > Math.max(1_000, this.used / 5)) {
      const kept = new Map<string, string>();
      for (const asset of assets) {
        const key = `${asset.type}\u0000${asset.content}`;
        const value = this.hashes.get(key);
        if (value !== undefined) kept.set(key, value);
      }
      this.hashes = kept;
    }
    this.used = 0;
  }

  get size(): number {
    return this.hashes.size;
  }
}
