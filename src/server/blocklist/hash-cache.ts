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
  // type -> content -> hashes. Two levels rather than one `${type}\0${content}` key: building and hashing
  // a million concatenated keys costs more than the lookups they save.
  private byType = new Map<string, Map<string, string>>();
  private entries = 0;
  private used = 0;

  /** The asset's expression hashes, 32 bytes each, as a latin1 string. */
  hashesOf(asset: ListableAsset): string {
    let byContent = this.byType.get(asset.type);
    if (byContent === undefined) this.byType.set(asset.type, (byContent = new Map()));
    let value = byContent.get(asset.content);
    if (value === undefined) {
      // 'binary' is Node's name for latin1: one char per byte.
      value = listedExpressions(asset)
        .map((expression) => hash('sha256', expression, 'binary'))
        .join('');
      byContent.set(asset.content, value);
      this.entries++;
    }
    this.used++;
    return value;
  }

  /** Ends one publish's pass over the listed assets, evicting departed ones when they pile up. */
  sweep(assets: readonly ListableAsset[]): void {
    if (this.entries - this.used > Math.max(1_000, this.used / 5)) {
      const kept = new Map<string, Map<string, string>>();
      this.entries = 0;
      for (const asset of assets) {
        const value = this.byType.get(asset.type)?.get(asset.content);
        if (value === undefined) continue;
        let byContent = kept.get(asset.type);
        if (byContent === undefined) kept.set(asset.type, (byContent = new Map()));
        if (!byContent.has(asset.content)) this.entries++;
        byContent.set(asset.content, value);
      }
      this.byType = kept;
    }
    this.used = 0;
  }

  get size(): number {
    return this.entries;
  }
}
