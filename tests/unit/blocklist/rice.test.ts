import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from './safe-browsing.vectors.json';
import {
  chooseRiceK, decodeRiceV4, decodeRiceV4Integers, hexToBytes, riceBits, riceDecode, riceEncode,
} from '../../../src/blocklist';
import { errorCodeOf as errorCode } from './artifact-helpers';

const sortedUnique = fc.uniqueArray(fc.nat({ max: 0xffffffff }), { maxLength: 400 }).map((a) => Uint32Array.from(a).sort());

describe('Safe Browsing v4 Rice layout', () => {
  it.each(vectors.riceDecode.map((v) => [v.k, v.bytes, v.values] as const))('k=%i %s decodes to the published values', (k, hex, values) => {
    expect(decodeRiceV4(hexToBytes(hex), k, values.length)).toEqual(values);
  });

  it('adds the deltas to first_value for a RiceDeltaEncoding', () => {
    expect(decodeRiceV4Integers({ firstValue: 5, riceParameter: 2, numEntries: 2, encodedData: hexToBytes('f702') })).toEqual([5, 20, 29]);
  });

  it('reports running out of bits as TRUNCATED', () => {
    expect(errorCode(() => decodeRiceV4(hexToBytes('f702'), 2, 4))).toBe('TRUNCATED');
  });
});

describe('our Rice codec', () => {
  it('writes the documented bit layout (zeros-then-one unary, MSB first)', () => {
    // gaps 7-5-1 = 1 -> q 0, r 01 -> "1 01"; 20-7-1 = 12 -> q 3, r 00 -> "0001 00"; padded with zeros.
    const coded = riceEncode(Uint32Array.from([5, 7, 20]), 2);
    expect([...coded.body]).toEqual([0b10100010, 0b00000000]);
    expect(coded).toMatchObject({ first: 5, count: 3, k: 2 });
  });

  it('round-trips any sorted distinct list, at any k', () => {
    fc.assert(
      // Values spread over 2^(k+8) keep unary runs short enough to test every k, including 0.
      fc.property(
        fc.integer({ min: 0, max: 31 }).chain((k) =>
          fc.tuple(fc.constant(k), fc.uniqueArray(fc.nat({ max: Math.min(0xffffffff, 2 ** (k + 8)) }), { maxLength: 300 })),
        ),
        ([k, list]) => {
          const values = Uint32Array.from(list).sort();
          expect(riceDecode(riceEncode(values, k))).toEqual(values);
          expect(riceDecode(riceEncode(values))).toEqual(values);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips extremes: empty, one value, 0 and 2^32 - 1, gaps needing long unary runs', () => {
    for (const list of [[], [0], [0xffffffff], [0, 0xffffffff], [0, 1, 2, 3, 0xfffffff0, 0xffffffff]]) {
      const values = Uint32Array.from(list);
      expect(riceDecode(riceEncode(values))).toEqual(values);
      expect(riceDecode(riceEncode(values, 31))).toEqual(values);
    }
  });

  it('chooses the k that minimises the size', () => {
    fc.assert(
      fc.property(sortedUnique, (values) => {
        const chosen = riceBits(values, chooseRiceK(values));
        for (let k = 0; k <= 31; k++) expect(chosen).toBeLessThanOrEqual(riceBits(values, k));
      }),
      { numRuns: 100 },
    );
  });

  it('rejects unsorted input, and decodes to an error (never a wrong list) when bits run out or values overflow', () => {
    expect(errorCode(() => riceEncode(Uint32Array.from([3, 3])))).toBe('UNSORTED_OR_DUPLICATE');
    const coded = riceEncode(Uint32Array.from([10, 20, 30, 40, 50_000]), 3);
    expect(errorCode(() => riceDecode({ ...coded, body: coded.body.subarray(0, coded.body.length - 1) }))).toBe('TRUNCATED');
    expect(errorCode(() => riceDecode({ ...coded, count: 40 }))).toBe('TRUNCATED');
    expect(errorCode(() => riceDecode({ ...coded, first: 0xfffffff0 }))).toBe('UNSORTED_OR_DUPLICATE');
  });
});

describe('our Rice codec, long unary runs', () => {
  it('decodes gaps whose quotient spans several 32-bit windows', () => {
    const values = Uint32Array.from([0, 1, 100_000, 100_001, 5_000_000]);
    for (const k of [0, 3, 10]) expect(riceDecode(riceEncode(values, k))).toEqual(values);
  });
});
