import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PrefixSet } from '../../../src/blocklist';
import { errorCodeOf as code, randomSorted } from './artifact-helpers';

// Typed arrays compared as bytes: one cheap assertion instead of a deep-equality walk.
function expectEqualArrays(a: Uint32Array, b: Uint32Array) {
  expect(a.length).toBe(b.length);
  expect(Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))).toBe(true);
}

function expectSameMembers(set: PrefixSet, values: Uint32Array, probes: number[]) {
  // One assertion per call: expect() inside a million-iteration loop would dominate the run time.
  const truth = new Set(values);
  const wrong: number[] = [];
  for (const v of values) if (!set.has(v)) wrong.push(v);
  for (const p of probes) if (set.has(p >>> 0) !== truth.has(p >>> 0)) wrong.push(p >>> 0);
  expect(wrong).toEqual([]);
}

describe('PrefixSet', () => {
  it.each([0, 1, 2, 1000, 70_000, 120_000])('answers exactly for %i random prefixes, in both layouts', (n) => {
    const values = randomSorted(n, n + 7);
    const set = PrefixSet.fromSorted(values);
    expect(set.size).toBe(n);
    const probes = Array.from({ length: 20_000 }, (_, i) => (values[i % Math.max(1, n)] ?? 0) + (i % 3) - 1);
    expectSameMembers(set, values, [...probes, 0, 0xffffffff, 0x10000, 0xffff]);
    expectEqualArrays(set.toSorted(), values);
  });

  it('is compact at a million prefixes', () => {
    const set = PrefixSet.fromSorted(randomSorted(1_000_000, 42));
    expect(set.byteLength / set.size).toBeLessThanOrEqual(2.2);
  });

  it('handles dense runs that force smaller index groups, and both ends of the range', () => {
    // Two full buckets side by side: no group of two or more buckets fits 16-bit offsets.
    const dense = new Uint32Array(140_000 + 3);
    for (let i = 0; i < 140_000; i++) dense[i] = 0x7fff0000 + i;
    dense[140_000] = 0xfffffffd;
    dense[140_001] = 0xfffffffe;
    dense[140_002] = 0xffffffff;
    const set = PrefixSet.fromSorted(dense);
    // Groups of one bucket: a uint32 base per bucket, and still correct.
    expect(set.byteLength).toBe(4 * 65537 + 2 * 65537 + 2 * dense.length);
    expectSameMembers(set, dense, [0x7ffeffff, 0x7fff0000 + 140_000, 0, 0xfffffffc, 0x80000000]);
    expectEqualArrays(PrefixSet.fromBytes(set.toBytes()).toSorted(), dense);
  });

  it('matches a Set<number> on arbitrary inputs (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 0xffffffff }), { maxLength: 300 }), fc.array(fc.nat({ max: 0xffffffff })), (vals, probes) => {
        const values = Uint32Array.from(vals).sort();
        expectSameMembers(PrefixSet.fromSorted(values), values, probes);
        expectSameMembers(PrefixSet.fromBytes(PrefixSet.fromSorted(values).toBytes()), values, probes);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips through bytes, wrapping views instead of rebuilding', () => {
    const values = randomSorted(150_000, 9);
    const bytes = PrefixSet.fromSorted(values).toBytes();
    const loaded = PrefixSet.fromBytes(bytes);
    expect(loaded.size).toBe(values.length);
    expect(loaded.byteLength).toBe(bytes.byteLength - 16);
    expectSameMembers(loaded, values, Array.from({ length: 5000 }, (_, i) => i * 858_993));
    // The loaded set reads the given bytes: changing the last low part changes the answer.
    const last = values[values.length - 1]!;
    bytes[bytes.length - 2] = bytes[bytes.length - 2]! ^ 1;
    expect(loaded.has(last)).toBe(false);
    expect(loaded.has((last ^ 1) >>> 0)).toBe(true);
  });

  it('loads from an unaligned slice', () => {
    const values = randomSorted(100_000, 3);
    const bytes = PrefixSet.fromSorted(values).toBytes();
    const padded = new Uint8Array(bytes.length + 1);
    padded.set(bytes, 1);
    expectEqualArrays(PrefixSet.fromBytes(padded.subarray(1)).toSorted(), values);
  });

  it('rejects unsorted or duplicate input and damaged bytes with typed errors', () => {
    expect(code(() => PrefixSet.fromSorted(Uint32Array.from([1, 1])))).toBe('UNSORTED_OR_DUPLICATE');
    expect(code(() => PrefixSet.fromSorted(Uint32Array.from([2, 1])))).toBe('UNSORTED_OR_DUPLICATE');
    const bytes = PrefixSet.fromSorted(randomSorted(100_000, 5)).toBytes();
    expect(code(() => PrefixSet.fromBytes(bytes.slice(0, 10)))).toBe('TRUNCATED');
    expect(code(() => PrefixSet.fromBytes(bytes.slice(0, bytes.length - 2)))).toBe('TRUNCATED');
    const bad = bytes.slice();
    bad[0] = 0;
    expect(code(() => PrefixSet.fromBytes(bad))).toBe('BAD_MAGIC');
  });
});
