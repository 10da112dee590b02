import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiff, BlocklistFormatError, decodeSnapshot, encodeSnapshot, makeDiff } from '../../../src/blocklist';
import { randomSorted } from './artifact-helpers';

// Thousands of damaged artifacts: every decode must return exactly the encoded list or throw a
// BlocklistFormatError with one of the named codes, never a different list and never another error.
const CODES = new Set(['BAD_MAGIC', 'UNKNOWN_ALGO_VERSION', 'TRUNCATED', 'REMOVAL_INDEX_OUT_OF_RANGE', 'UNSORTED_OR_DUPLICATE', 'CHECKSUM_MISMATCH', 'VERSION_MISMATCH']);

type Damage =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'set'; at: number; value: number }
  | { kind: 'drop'; at: number; len: number }
  | { kind: 'append'; bytes: number[] }
  | { kind: 'insert'; at: number; bytes: number[] }
  | { kind: 'truncate'; at: number };

const damage: fc.Arbitrary<Damage[]> = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.nat(7) }),
    fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: fc.nat(255) }),
    fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 8 }) }),
    fc.record({ kind: fc.constant('append' as const), bytes: fc.array(fc.nat(255), { minLength: 1, maxLength: 8 }) }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), bytes: fc.array(fc.nat(255), { minLength: 1, maxLength: 4 }) }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  ),
  { minLength: 1, maxLength: 3 },
);

function apply(bytes: Uint8Array, ds: Damage[]): Uint8Array {
  let b = [...bytes];
  for (const d of ds) {
    const at = b.length === 0 ? 0 : ('at' in d ? d.at : 0) % b.length;
    if (d.kind === 'flip' && b.length) b[at] = b[at]! ^ (1 << d.bit);
    if (d.kind === 'set' && b.length) b[at] = d.value;
    if (d.kind === 'drop') b.splice(at, d.len);
    if (d.kind === 'append') b = b.concat(d.bytes);
    if (d.kind === 'insert') b.splice(at, 0, ...d.bytes);
    if (d.kind === 'truncate') b = b.slice(0, at);
  }
  return Uint8Array.from(b);
}

async function outcome(p: Promise<{ version: number; prefixes: Uint32Array }>, version: number, expected: Uint32Array) {
  try {
    const got = await p;
    // Returned: it must be exactly right.
    expect(got.version).toBe(version);
    expect(got.prefixes).toEqual(expected);
    return 'same';
  } catch (e) {
    if (!(e instanceof BlocklistFormatError)) throw e;
    expect(CODES.has(e.code)).toBe(true);
    return e.code;
  }
}

describe('artifacts under random damage', () => {
  it('snapshots: the right list or a named error', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 200 }), fc.nat(), damage, async (n, seed, ds) => {
        const prefixes = randomSorted(n, seed);
        const bytes = await encodeSnapshot({ version: seed, prefixes });
        const r = await outcome(decodeSnapshot(apply(bytes, ds)), seed, prefixes);
        seen.set(r, (seen.get(r) ?? 0) + 1);
      }),
      { numRuns: 2500 },
    );
    expect(seen.get('CHECKSUM_MISMATCH')).toBeGreaterThan(500);
    expect(seen.get('TRUNCATED')).toBeGreaterThan(100);
  });

  it('diffs: the right list or a named error', async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 150 }), fc.nat(), damage, async (n, seed, ds) => {
        const old = { version: seed, prefixes: randomSorted(n, seed) };
        const next = { version: seed + 1, prefixes: Uint32Array.from(new Set([...old.prefixes.filter((p) => p % 3 !== 0), ...randomSorted(n >> 2, seed ^ 0x5555)])).sort() };
        const diff = await makeDiff(old, next);
        const r = await outcome(applyDiff(old, apply(diff, ds)), next.version, next.prefixes);
        seen.set(r, (seen.get(r) ?? 0) + 1);
      }),
      { numRuns: 2500 },
    );
    expect(seen.get('CHECKSUM_MISMATCH')).toBeGreaterThan(500);
  });
});
