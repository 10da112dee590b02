// Rice-Golomb coding of a sorted, distinct uint32 list, as our artifacts carry it.
//
// The list v[0] < v[1] < ... < v[n-1] is sent as v[0] (in the artifact header, 32 bits) and the n - 1
// gaps g[i] = v[i] - v[i-1] - 1 >= 0 (distinct values make every delta at least 1, so 1 is taken off).
// Each gap, with parameter k (0..31), is q = floor(g / 2^k) and r = g mod 2^k, written as:
//
//   q zero bits, one 1 bit, then r in k bits, most significant bit first;
//
// bits are packed most significant first into bytes (bit 7 of byte 0 is the first bit), and the last
// byte is padded with zero bits. Unary as zeros-then-one lets the decoder read a 32-bit window and find
// q with Math.clz32 in one step, which is what makes 20M+ values per second possible in JavaScript.
// (Safe Browsing v4's own layout, LSB first with unary ones, is decoded in rice-v4.ts.)
//
// k is chosen per list: for random prefixes the gaps are close to geometric with mean m, and the best
// k is near log2(m); the encoder measures the exact size for the k values around it and keeps the
// smallest. For 1M random prefixes that is k = 12 and about 13.55 bits per prefix, against 13.51 for
// the information-theoretic bound log2(C(2^32, n)) / n.
import { assertSortedDistinct, BlocklistFormatError } from './errors';

export interface RiceCoded {
  /** First value (0 for an empty list). */
  first: number;
  count: number;
  k: number;
  /** The packed gaps. */
  body: Uint8Array;
}

/** Exact body size in bits of the gaps of `sorted` under parameter k. */
export function riceBits(sorted: Uint32Array, k: number): number {
  if (sorted.length < 2) return 0;
  let quotients = 0;
  for (let i = 1; i < sorted.length; i++) quotients += (sorted[i]! - sorted[i - 1]! - 1) >>> k;
  return quotients + (sorted.length - 1) * (k + 1);
}

export function chooseRiceK(sorted: Uint32Array): number {
  const n = sorted.length;
  if (n < 2) return 0;
  const mean = (sorted[n - 1]! - sorted[0]! - (n - 1)) / (n - 1);
  const guess = mean < 1 ? 0 : Math.floor(Math.log2(mean));
  let best = 0;
  let bestBits = Infinity;
  for (let k = Math.max(0, guess - 2); k <= Math.min(31, guess + 2); k++) {
    const bits = riceBits(sorted, k);
    if (bits < bestBits) {
      best = k;
      bestBits = bits;
    }
  }
  return best;
}

export function riceEncode(sorted: Uint32Array, k = chooseRiceK(sorted)): RiceCoded {
  assertSortedDistinct(sorted, 'riceEncode');
  if (!Number.isInteger(k) || k < 0 || k > 31) throw new RangeError(`Rice parameter out of range: ${k}`);
  const body = new Uint8Array(Math.ceil(riceBits(sorted, k) / 8));
  let at = 0;
  let acc = 0; // pending bits, fewer than 8 after each flush
  let pending = 0;
  const put = (value: number, width: number) => {
    acc = acc * 2 ** width + value;
    pending += width;
    while (pending >= 8) {
      pending -= 8;
      const byte = Math.floor(acc / 2 ** pending);
      body[at++] = byte;
      acc -= byte * 2 ** pending;
    }
  };
  const mask = 2 ** k;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]! - sorted[i - 1]! - 1;
    for (let q = Math.floor(gap / mask); q > 0; q -= Math.min(q, 32)) put(0, Math.min(q, 32));
    put(1, 1);
    if (k > 0) put(gap % mask, k);
  }
  if (pending > 0) body[at++] = acc * 2 ** (8 - pending);
  return { first: sorted.length ? sorted[0]! : 0, count: sorted.length, k, body };
}

/**
 * Decode `count` values. Throws TRUNCATED when the bits run out and UNSORTED_OR_DUPLICATE when the
 * values would pass 2^32 - 1 (they cannot wrap into a wrong list).
 */
export function riceDecode(coded: RiceCoded): Uint32Array {
  const { first, count, k, body } = coded;
  const out = new Uint32Array(count);
  if (count === 0) return out;
  if (!Number.isInteger(k) || k < 0 || k > 31) throw new BlocklistFormatError('TRUNCATED', `Rice parameter out of range: ${k}`);
  out[0] = first;
  // Eight zero bytes of padding let every 32-bit window read in bounds without a check.
  const buf = new Uint8Array(body.length + 8);
  buf.set(body);
  const totalBits = body.length * 8;
  // Runs of 2048 values: a small hot function is optimized after a few calls, so even the first decode
  // of a list (the one a client does after a sync) runs at full speed instead of in the interpreter.
  let pos = 0;
  for (let from = 1; from < count; from += RUN) {
    pos = decodeRun(buf, totalBits, k, out, from, Math.min(count, from + RUN), pos);
    if (pos < 0) {
      if (pos === OVERFLOW) throw new BlocklistFormatError('UNSORTED_OR_DUPLICATE', 'Rice values pass 2^32 - 1');
      throw new BlocklistFormatError('TRUNCATED', 'Rice data ends before the last value');
    }
  }
  return out;
}

const RUN = 2048;
const OVERFLOW = -2;
const ENDED = -1;

/** Decode out[from..to) continuing at bit `pos`; returns the next bit position, or OVERFLOW / ENDED. */
function decodeRun(buf: Uint8Array, totalBits: number, k: number, out: Uint32Array, from: number, to: number, pos: number): number {
  const mul = 2 ** k;
  const rshift = 32 - k;
  let v = out[from - 1]!;
  for (let i = from; i < to; i++) {
    if (pos > totalBits) return ENDED;
    let byte = pos >>> 3;
    let sh = pos & 7;
    let w = (((buf[byte]! << 24) | (buf[byte + 1]! << 16) | (buf[byte + 2]! << 8) | buf[byte + 3]!) << sh) | (buf[byte + 4]! >>> (8 - sh));
    let q = 0;
    while (w === 0) {
      // A run of 32+ zeros: a large gap, or data running out.
      q += 32;
      pos += 32;
      if (pos > totalBits) return ENDED;
      byte = pos >>> 3;
      sh = pos & 7;
      w = (((buf[byte]! << 24) | (buf[byte + 1]! << 16) | (buf[byte + 2]! << 8) | buf[byte + 3]!) << sh) | (buf[byte + 4]! >>> (8 - sh));
    }
    const z = Math.clz32(w);
    q += z;
    pos += z + 1;
    let r = 0;
    if (k > 0) {
      if (z + 1 + k <= 32) r = (w << (z + 1)) >>> rshift;
      else {
        byte = pos >>> 3;
        sh = pos & 7;
        w = (((buf[byte]! << 24) | (buf[byte + 1]! << 16) | (buf[byte + 2]! << 8) | buf[byte + 3]!) << sh) | (buf[byte + 4]! >>> (8 - sh));
        r = w >>> rshift;
      }
      pos += k;
    }
    v += q * mul + r + 1;
    if (v > 0xffffffff) return OVERFLOW;
    out[i] = v;
  }
  return pos > totalBits ? ENDED : pos;
}
