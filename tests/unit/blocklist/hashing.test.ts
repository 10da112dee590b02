import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from './safe-browsing.vectors.json';
import {
  bytesToHex, expressions, hashExpressions, hexToBytes, hexToPrefix, prefixesChecksum, prefixOf, prefixToHex, sha256,
} from '../../../src/blocklist';

describe('hashing', () => {
  it.each(vectors.hashes.map((h) => [h.expression, h] as const))('vector %j', async (expression, h) => {
    const [digest] = await hashExpressions([expression]);
    if ('prefix' in h && h.prefix) expect(prefixToHex(prefixOf(digest!))).toBe(h.prefix);
    if ('sha256' in h && h.sha256) expect(bytesToHex(digest!)).toBe(h.sha256);
  });

  it('hashes a batch in order, each equal to a single digest', async () => {
    const exprs = expressions('http://a.b.c.d.e.f.g/1/2/3.html?x=1');
    const batch = await hashExpressions(exprs);
    expect(batch).toHaveLength(exprs.length);
    for (let i = 0; i < exprs.length; i++) {
      expect(bytesToHex(batch[i]!)).toBe(createHash('sha256').update(exprs[i]!).digest('hex'));
      expect(batch[i]).toEqual(await sha256(new TextEncoder().encode(exprs[i]!)));
    }
  });

  it('reads prefixes big-endian and writes them as 8 lowercase hex digits', () => {
    expect(prefixOf(Uint8Array.from([0xf9, 0xc1, 0x42, 0xc4, 0xff]))).toBe(0xf9c142c4);
    expect(prefixToHex(0xf9c142c4)).toBe('f9c142c4');
    expect(prefixToHex(1)).toBe('00000001');
    expect(hexToPrefix('F9C142C4')).toBe(0xf9c142c4);
    expect(() => hexToPrefix('f9c142c')).toThrow(RangeError);
    expect(() => prefixToHex(2 ** 32)).toThrow(RangeError);
    expect(hexToBytes('00ff10')).toEqual(Uint8Array.from([0, 255, 16]));
    expect(bytesToHex(Uint8Array.from([0, 255, 16]))).toBe('00ff10');
    expect(() => hexToBytes('abc')).toThrow(RangeError);
  });

  it('checksums a sorted list as concatenated big-endian uint32s', async () => {
    const list = Uint32Array.from([1, 0x01020304, 0xffffffff]);
    const expected = createHash('sha256').update(Buffer.from('0000000101020304ffffffff', 'hex'));
    expect(await prefixesChecksum(list)).toBe(expected.digest('hex'));
    expect(await prefixesChecksum(new Uint32Array(0))).toBe(createHash('sha256').digest('hex'));
  });
});
