// A listing: every listed expression's full SHA-256 hash with its threat, in the layout that both
// publishing and confirm want.
//
// Layout (n = distinct expressions, sorted by prefix, then by full hash):
//   entryPrefixes  Uint32Array(n)     first 4 bytes of each hash, big-endian; may repeat (two expressions
//                                     can share a 32-bit prefix: about 116 pairs in a list of 10^6)
//   hashes         Uint8Array(32 n)   the full hashes, entry i at [32 i, 32 i + 32)
//   threatIds      Uint32Array(n)     index into `threats`, the distinct {label, brand} pairs
//   prefixes       Uint32Array(m)     the distinct entry prefixes, sorted: exactly what the snapshot carries
//
// Why typed arrays and not a Map prefix -> matches: at 10^6 expressions a Map of objects and hex strings
// costs a few hundred MB and seconds of GC; these arrays cost 40 bytes an entry, and confirm finds a prefix
// by binary search in ~20 steps, which is as fast as the Map for 100 prefixes and needs no DB query.
import { hash } from 'node:crypto';
import { listedExpressions, type ListableAsset } from './listed-expressions';

export interface Threat {
  label: string | null;
  brand: string | null;
}

export interface ListedAsset extends ListableAsset, Threat {}

export interface ConfirmMatch {
  hash: string;
  threat: Threat;
}

interface ListingData {
  entryPrefixes: Uint32Array;
  hashes: Uint8Array;
  threatIds: Uint32Array;
  threats: Threat[];
  prefixes: Uint32Array;
}

const threatKey = (t: Threat) => JSON.stringify([t.label, t.brand]);

// When two assets list one expression, a labelled threat beats an unlabelled one, and ties go to the
// smaller key, so the answer does not depend on the order the database returned the rows in.
const better = (a: string, b: string) => {
  const aLabelled = !a.startsWith('[null');
  const bLabelled = !b.startsWith('[null');
  return aLabelled !== bLabelled ? aLabelled : a < b;
};

export function buildListing(assets: Iterable<ListedAsset>): Listing {
  const threatOfExpression = new Map<string, string>();
  for (const asset of assets) {
    const key = threatKey(asset);
    for (const expression of listedExpressions(asset)) {
      const current = threatOfExpression.get(expression);
      if (current === undefined || better(key, current)) threatOfExpression.set(expression, key);
    }
  }

  const n = threatOfExpression.size;
  const rawHashes = new Uint8Array(n * 32);
  const rawPrefixes = new Uint32Array(n);
  const rawThreats = new Uint32Array(n);
  const threatIndex = new Map<string, number>();
  let i = 0;
  for (const [expression, key] of threatOfExpression) {
    const digest = hash('sha256', expression, 'buffer');
    rawHashes.set(digest, i * 32);
    rawPrefixes[i] = digest.readUInt32BE(0);
    let t = threatIndex.get(key);
    if (t === undefined) threatIndex.set(key, (t = threatIndex.size));
    rawThreats[i] = t;
    i++;
  }

  const order = new Uint32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  order.sort((a, b) => rawPrefixes[a]! - rawPrefixes[b]! || compareHashes(rawHashes, a, b));

  const entryPrefixes = new Uint32Array(n);
  const hashes = new Uint8Array(n * 32);
  const threatIds = new Uint32Array(n);
  let distinct = 0;
  for (let k = 0; k < n; k++) {
    const from = order[k]!;
    entryPrefixes[k] = rawPrefixes[from]!;
    hashes.set(rawHashes.subarray(from * 32, from * 32 + 32), k * 32);
    threatIds[k] = rawThreats[from]!;
    if (k === 0 || entryPrefixes[k] !== entryPrefixes[k - 1]) distinct++;
  }
  const prefixes = new Uint32Array(distinct);
  for (let k = 0, d = 0; k < n; k++) if (k === 0 || entryPrefixes[k] !== entryPrefixes[k - 1]) prefixes[d++] = entryPrefixes[k]!;

  const threats = [...threatIndex.keys()].map((key) => {
    const [label, brand] = JSON.parse(key) as [string | null, string | null];
    return { label, brand };
  });
  return new Listing({ entryPrefixes, hashes, threatIds, threats, prefixes });
}

function compareHashes(hashes: Uint8Array, a: number, b: number): number {
  for (let k = 4; k < 32; k++) {
    const d = hashes[a * 32 + k]! - hashes[b * 32 + k]!;
    if (d !== 0) return d;
  }
  return 0;
}

export class Listing {
  readonly prefixes: Uint32Array;
  readonly entryCount: number;
  private readonly data: ListingData;
  private readonly threatKeys: string[];

  constructor(data: ListingData) {
    this.data = data;
    this.prefixes = data.prefixes;
    this.entryCount = data.entryPrefixes.length;
    this.threatKeys = data.threats.map(threatKey);
  }

  /** Every listed expression whose hash starts with `prefix`, in hash order. */
  matches(prefix: number): ConfirmMatch[] {
    const { entryPrefixes, hashes, threatIds, threats } = this.data;
    const out: ConfirmMatch[] = [];
    for (let k = lowerBound(entryPrefixes, prefix); k < entryPrefixes.length && entryPrefixes[k] === prefix; k++) {
      out.push({ hash: Buffer.from(hashes.buffer, hashes.byteOffset + k * 32, 32).toString('hex'), threat: threats[threatIds[k]!]! });
    }
    return out;
  }

  /** Same hashes with the same threats: nothing a client could observe has changed. */
  sameAs(other: Listing): boolean {
    const mine = this.data;
    const theirs = other.data;
    if (!Buffer.from(mine.hashes.buffer, mine.hashes.byteOffset, mine.hashes.byteLength).equals(theirs.hashes)) return false;
    for (let k = 0; k < mine.threatIds.length; k++) {
      if (this.threatKeys[mine.threatIds[k]!] !== other.threatKeys[theirs.threatIds[k]!]) return false;
    }
    return true;
  }
}

function lowerBound(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
