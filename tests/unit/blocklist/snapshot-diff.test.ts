import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyDiff, decodeSnapshot, encodeSnapshot, makeDiff, prefixesChecksum } from '../../../src/blocklist';
import { errorCode, randomSorted, reseal } from './artifact-helpers';

describe('snapshot', () => {
  it.each([0, 1, 2, 1000, 50_000])('round-trips %i prefixes with version and checksum', async (n) => {
    const prefixes = randomSorted(n, n + 1);
    const bytes = await encodeSnapshot({ version: 1_700_000_000 + n, prefixes });
    const got = await decodeSnapshot(bytes);
    expect(got.version).toBe(1_700_000_000 + n);
    expect(got.prefixes).toEqual(prefixes);
    expect(got.checksum).toBe(await prefixesChecksum(prefixes));
  });

  it('writes the documented header', async () => {
    const prefixes = Uint32Array.from([5, 7, 20]);
    const bytes = await encodeSnapshot({ version: 2 ** 40 + 3, prefixes });
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('PBSS');
    expect(bytes[4]).toBe(1);
    expect(view.getUint32(8) * 2 ** 32 + view.getUint32(12)).toBe(2 ** 40 + 3);
    expect([view.getUint32(16), view.getUint32(20), view.getUint32(24)]).toEqual([3, 5, bytes.length - 60 - 32]);
    expect(Buffer.from(bytes.subarray(28, 60)).toString('hex')).toBe(await prefixesChecksum(prefixes));
    const digest = createHash('sha256').update(bytes.subarray(0, bytes.length - 32)).digest('hex');
    expect(Buffer.from(bytes.subarray(bytes.length - 32)).toString('hex')).toBe(digest);
  });

  it('is close to the information-theoretic size for random prefixes', async () => {
    const n = 100_000;
    const bytes = await encodeSnapshot({ version: 1, prefixes: randomSorted(n, 77) });
    let bound = 0;
    for (let i = 0; i < n; i++) bound += Math.log2(2 ** 32 - i) - Math.log2(i + 1);
    expect((bytes.length * 8) / bound).toBeLessThan(1.05);
  });

  it('names each failure', async () => {
    const good = await encodeSnapshot({ version: 9, prefixes: randomSorted(500, 3) });
    const mutate = (f: (b: Uint8Array) => void) => {
      const b = good.slice();
      f(b);
      return b;
    };
    expect(await errorCode(decodeSnapshot(mutate((b) => (b[0] = 0x41))))).toBe('BAD_MAGIC');
    expect(await errorCode(decodeSnapshot(mutate((b) => (b[4] = 2))))).toBe('UNKNOWN_ALGO_VERSION');
    expect(await errorCode(decodeSnapshot(good.subarray(0, 3)))).toBe('TRUNCATED');
    expect(await errorCode(decodeSnapshot(good.subarray(0, good.length - 1)))).toBe('TRUNCATED');
    expect(await errorCode(decodeSnapshot(mutate((b) => (b[70] = b[70]! ^ 4))))).toBe('CHECKSUM_MISMATCH');
    expect(await errorCode(decodeSnapshot(mutate((b) => (b[15] = b[15]! ^ 1))))).toBe('CHECKSUM_MISMATCH'); // version
    expect(await errorCode(decodeSnapshot(Uint8Array.from([...good, 0])))).toBe('CHECKSUM_MISMATCH');
    // Behind a valid digest: a wrong prefix checksum, a body that overflows, a body too short.
    expect(await errorCode(decodeSnapshot(reseal(mutate((b) => (b[30] = b[30]! ^ 1)))))).toBe('CHECKSUM_MISMATCH');
    expect(await errorCode(decodeSnapshot(reseal(mutate((b) => b.set([0xff, 0xff, 0xff, 0x00], 20)))))).toBe('UNSORTED_OR_DUPLICATE');
    expect(await errorCode(decodeSnapshot(reseal(mutate((b) => b.set([0, 0, 0x10, 0], 16)))))).toBe('TRUNCATED');
  });
});

describe('diff', () => {
  const old = { version: 100, prefixes: randomSorted(5000, 1) };
  const churn = (list: Uint32Array, seed: number) => {
    const drop = new Set(randomSorted(50, seed, list.length - 1));
    const kept = list.filter((_, i) => !drop.has(i));
    return Uint32Array.from(new Set([...kept, ...randomSorted(60, seed + 1)])).sort();
  };

  it('turns the old list into exactly the new one', async () => {
    const next = { version: 101, prefixes: churn(old.prefixes, 7) };
    const diff = await makeDiff(old, next);
    const got = await applyDiff(old, diff);
    expect(got.version).toBe(101);
    expect(got.prefixes).toEqual(next.prefixes);
    expect(got.checksum).toBe(await prefixesChecksum(next.prefixes));
    expect(diff.length).toBeLessThan((await encodeSnapshot(next)).length / 10);
  });

  it.each([
    ['to empty', randomSorted(30, 2), new Uint32Array(0)],
    ['from empty', new Uint32Array(0), randomSorted(30, 2)],
    ['unchanged', randomSorted(30, 2), randomSorted(30, 2)],
    ['ends of the range', Uint32Array.from([0, 5, 0xffffffff]), Uint32Array.from([1, 5, 0xfffffffe])],
  ])('handles %s', async (_name, a, b) => {
    const got = await applyDiff({ version: 1, prefixes: a }, await makeDiff({ version: 1, prefixes: a }, { version: 2, prefixes: b }));
    expect(got.prefixes).toEqual(b);
  });

  it('names each failure', async () => {
    const next = { version: 101, prefixes: churn(old.prefixes, 9) };
    const diff = await makeDiff(old, next);
    expect(await errorCode(applyDiff({ ...old, version: 99 }, diff))).toBe('VERSION_MISMATCH');
    // A client whose list is not the one the diff was made from, at the same version:
    expect(await errorCode(applyDiff({ ...old, prefixes: old.prefixes.subarray(0, 1000) }, diff))).toBe('REMOVAL_INDEX_OUT_OF_RANGE');
    expect(await errorCode(applyDiff({ ...old, prefixes: old.prefixes.map((p) => p ^ 1).sort() }, diff))).toBe('CHECKSUM_MISMATCH');
    const small = { version: 1, prefixes: Uint32Array.from([1, 2, 3]) };
    const adds5 = await makeDiff(small, { version: 2, prefixes: Uint32Array.from([1, 2, 3, 5]) });
    expect(await errorCode(applyDiff({ version: 1, prefixes: Uint32Array.from([1, 2, 5]) }, adds5))).toBe('UNSORTED_OR_DUPLICATE');
    expect(await errorCode(applyDiff(old, diff.subarray(0, 50)))).toBe('TRUNCATED');
    const flipped = diff.slice();
    flipped[23] = flipped[23]! ^ 1; // toVersion
    expect(await errorCode(applyDiff(old, flipped))).toBe('CHECKSUM_MISMATCH');
    expect(await errorCode(applyDiff(old, await encodeSnapshot(next)))).toBe('BAD_MAGIC');
    await expect(makeDiff(old, { version: 2, prefixes: Uint32Array.from([3, 2]) })).rejects.toMatchObject({ code: 'UNSORTED_OR_DUPLICATE' });
  });
});
