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
import { AssetHashCache } from './hash-cache';
import type { ListableAsset } from './listed-expressions';

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

// Interning key of a threat; \u0000 stands for null, which no label or brand name contains.
const threatKey = (t: Threat) => `${t.label ?? '\u0000'}\u0001${t.brand ?? '\u0000'}`;

// Float64 sort keys `prefix * 2^21 + index` are exact below 2^53, so up to 2^21 entries sort natively.
const INDEX_BITS = 2 ** 21;

// A large list takes seconds to build; yielding to the event loop every so often keeps confirm and version
// requests on this node answering meanwhile.
const YIELD_EVERY = 50_000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function buildListing(assets: readonly ListedAsset[], cache: AssetHashCache = new AssetHashCache()): Promise<Listing> {
  // Expressions are not deduplicated here: equal expressions have equal hashes and meet after the sort,
  // which is cheaper than a Map of a million strings.
  let raw: Buffer = Buffer.allocUnsafe(32 * 1024);
  const listedThreat: number[] = [];
  const threats: Threat[] = [];
  const threatIndex = new Map<string, number>();
  let n = 0;
  let seen = 0;
  for (const asset of assets) {
    if (++seen % YIELD_EVERY === 0) await yieldToEventLoop();
    const hashes = cache.hashesOf(asset);
    if (hashes.length === 0) continue;
    const key = threatKey(asset);
    let t = threatIndex.get(key);
    if (t === undefined) {
      threatIndex.set(key, (t = threats.length));
      threats.push({ label: asset.label, brand: asset.brand });
    }
    if (n * 32 + hashes.length > raw.length) raw = grown(raw, n * 32 + hashes.length);
    raw.write(hashes, n * 32, 'latin1');
    for (let k = 0; k < hashes.length; k += 32) listedThreat[n++] = t;
  }
  cache.sweep(assets);
  const rank = threatRanks(threats);

  const rawHashes = raw.subarray(0, n * 32);
  const rawPrefixes = new Uint32Array(n);
  for (let i = 0; i < n; i++) rawPrefixes[i] = raw.readUInt32BE(i * 32);
  const order = sortedOrder(rawPrefixes, rawHashes);
  const entryPrefixes = new Uint32Array(n);
  const hashes = new Uint8Array(n * 32);
  const threatIds = new Uint32Array(n);
  let entries = 0;
  let distinct = 0;
  await yieldToEventLoop();
  for (let k = 0; k < n; k++) {
    if (k % (YIELD_EVERY * 4) === YIELD_EVERY * 4 - 1) await yieldToEventLoop();
    const from = order[k]!;
    const t = listedThreat[from]!;
    if (entries > 0 && entryPrefixes[entries - 1] === rawPrefixes[from] && sameHash(hashes, entries - 1, rawHashes, from)) {
      // One expression listed by several assets: a labelled threat beats an unlabelled one, ties go to
      // the smaller key, so the answer does not depend on the order the database returned the rows in.
      if (rank[t]! < rank[threatIds[entries - 1]!]!) threatIds[entries - 1] = t;
      continue;
    }
    if (entries === 0 || entryPrefixes[entries - 1] !== rawPrefixes[from]) distinct++;
    entryPrefixes[entries] = rawPrefixes[from]!;
    for (let b = 0; b < 32; b++) hashes[entries * 32 + b] = rawHashes[from * 32 + b]!; // no subarray object per entry
    threatIds[entries] = t;
    entries++;
  }
  const prefixes = new Uint32Array(distinct);
  for (let k = 0, d = 0; k < entries; k++) if (k === 0 || entryPrefixes[k] !== entryPrefixes[k - 1]) prefixes[d++] = entryPrefixes[k]!;

  return new Listing({
    entryPrefixes: entryPrefixes.slice(0, entries),
    hashes: hashes.slice(0, entries * 32),
    threatIds: threatIds.slice(0, entries),
    threats,
    prefixes,
  });
}

function grown(buffer: Buffer, atLeast: number): Buffer {
  const next = Buffer.allocUnsafe(Math.max(atLeast, buffer.length * 2));
  buffer.copy(next);
  return next;
}

function threatRanks(threats: Threat[]): Uint32Array {
  const keys = threats.map((t) => `${t.label === null ? 1 : 0}${threatKey(t)}`);
  const byRank = keys.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const rank = new Uint32Array(threats.length);
  byRank.forEach((threat, position) => (rank[threat] = position));
  return rank;
}

/** Entry indices sorted by prefix, then by full hash. */
function sortedOrder(prefixes: Uint32Array, hashes: Uint8Array): Uint32Array {
  const n = prefixes.length;
  const order = new Uint32Array(n);
  if (n <= INDEX_BITS) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = prefixes[i]! * INDEX_BITS + i;
    keys.sort();
    for (let k = 0; k < n; k++) order[k] = keys[k]! % INDEX_BITS;
  } else {
    for (let k = 0; k < n; k++) order[k] = k;
    order.sort((a, b) => prefixes[a]! - prefixes[b]!);
  }
  // Runs of one prefix are short (distinct expressions rarely share 32 bits): order them by full hash.
  for (let start = 0; start < n; ) {
    let end = start + 1;
    while (end < n && prefixes[order[end]!] === prefixes[order[start]!]) end++;
    if (end - start > 1) order.subarray(start, end).sort((a, b) => compareHashes(hashes, a, b));
    start = end;
  }
  return order;
}

function sameHash(a: Uint8Array, i: number, b: Uint8Array, j: number): boolean {
  for (let k = 0; k < 32; k++) if (a[i * 32 + k] !== b[j * 32 + k]) return false;
  return true;
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
