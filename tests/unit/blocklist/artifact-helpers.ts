// Test helpers for the blocklist core: random sorted lists, re-sealing a deliberately altered artifact
// (so a test can reach the checks that sit behind the trailer digest), and the error code a call ends with.
import { createHash } from 'node:crypto';
import { BlocklistFormatError } from '../../../src/blocklist';

export function randomSorted(n: number, seed: number, max = 0xffffffff): Uint32Array {
  let x = seed >>> 0 || 1;
  const s = new Set<number>();
  while (s.size < n) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    s.add(x % (max + 1));
  }
  return Uint32Array.from(s).sort();
}

export function reseal(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  out.set(createHash('sha256').update(out.subarray(0, out.length - 32)).digest(), out.length - 32);
  return out;
}

function codeOf(e: unknown): string {
  return e instanceof BlocklistFormatError ? e.code : `other: ${String(e)}`;
}

export async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return codeOf(e);
  }
  return 'none';
}

/** errorCode for a synchronous call. */
export function errorCodeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return codeOf(e);
  }
  return 'none';
}
