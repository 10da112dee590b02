// Decoder for Safe Browsing v4's Rice layout (RiceDeltaEncoding), kept to check our reading of the
// format against Google's published vectors and to import v4-encoded lists.
//
// Bits are read least significant first within each byte (bit 0 of byte 0 first). Each value is a
// unary quotient q (q one bits, ended by a zero bit) followed by a k-bit remainder r, least
// significant bit first; the value is q * 2^k + r. In RiceDeltaEncoding the first integer travels
// separately (first_value) and the decoded values are the deltas added to it, one after another.
import { BlocklistFormatError } from './errors';

/** The `count` raw values (q * 2^k + r) of a v4 Rice bit string. */
export function decodeRiceV4(data: Uint8Array, k: number, count: number): number[] {
  if (!Number.isInteger(k) || k < 0 || k > 32) throw new RangeError(`Rice parameter out of range: ${k}`);
  const total = data.length * 8;
  let pos = 0;
  const bit = () => {
    if (pos >= total) throw new BlocklistFormatError('TRUNCATED', 'v4 Rice data ends inside a value');
    const b = (data[pos >>> 3]! >>> (pos & 7)) & 1;
    pos++;
    return b;
  };
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    let q = 0;
    while (bit() === 1) q++;
    let r = 0;
    for (let j = 0; j < k; j++) r += bit() * 2 ** j;
    out.push(q * 2 ** k + r);
  }
  return out;
}

/** RiceDeltaEncoding as a whole: [first_value, first_value + d1, first_value + d1 + d2, ...]. */
export function decodeRiceV4Integers(e: { firstValue: number; riceParameter: number; numEntries: number; encodedData: Uint8Array }): number[] {
  const out = [e.firstValue];
  let v = e.firstValue;
  for (const d of decodeRiceV4(e.encodedData, e.riceParameter, e.numEntries)) out.push((v += d));
  return out;
}
