// Wire forms of hashes and prefixes: lowercase hex, prefixes as the first four digest bytes read
// big-endian (so `prefixToHex(prefixOf(h))` is the first 8 hex digits of the digest).

const HEX = '0123456789abcdef';

export function prefixOf(hash: Uint8Array): number {
  if (hash.length < 4) throw new RangeError('prefixOf needs at least 4 bytes');
  return ((hash[0]! << 24) | (hash[1]! << 16) | (hash[2]! << 8) | hash[3]!) >>> 0;
}

export function prefixToHex(p: number): string {
  if (!Number.isInteger(p) || p < 0 || p > 0xffffffff) throw new RangeError(`not a uint32 prefix: ${p}`);
  return p.toString(16).padStart(8, '0');
}

export function hexToPrefix(hex: string): number {
  if (!/^[0-9a-fA-F]{8}$/.test(hex)) throw new RangeError(`not 8 hex digits: ${JSON.stringify(hex)}`);
  return Number.parseInt(hex, 16) >>> 0;
}

export function bytesToHex(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i++) s += HEX[b[i]! >>> 4]! + HEX[b[i]! & 15]!;
  return s;
}

export function hexToBytes(h: string): Uint8Array {
  if (h.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(h)) throw new RangeError('hexToBytes: odd length or non-hex digit');
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(h.slice(2 * i, 2 * i + 2), 16);
  return out;
}
