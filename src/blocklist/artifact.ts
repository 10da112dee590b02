// Shared framing of the two artifacts (snapshot.ts, diff.ts): a magic, the algoVersion, big-endian
// fields, Rice bodies, and a trailing SHA-256 over every byte before it. The trailer is what makes
// "never a wrong list" hold: a flipped, dropped or appended byte anywhere (versions and counts
// included) changes the digest, so a damaged artifact is rejected before any of it is believed.
import { ALGO_VERSION } from './constants';
import { BlocklistFormatError } from './errors';
import { sha256 } from './hash';

export const DIGEST_BYTES = 32;

export function checkVersionNumber(v: number, what: string): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be a non-negative safe integer, got ${v}`);
}

export function writeU64(view: DataView, at: number, v: number): void {
  view.setUint32(at, Math.floor(v / 2 ** 32), false);
  view.setUint32(at + 4, v >>> 0, false);
}

export function readU64(view: DataView, at: number): number {
  const hi = view.getUint32(at, false);
  // Encoders write safe integers only; a larger value can only come from a crafted artifact.
  if (hi > 0x1fffff) throw new BlocklistFormatError('BAD_MAGIC', 'version field beyond 2^53 - 1: not written by this encoder');
  return hi * 2 ** 32 + view.getUint32(at + 4, false);
}

/** Append the trailer digest to an artifact whose last DIGEST_BYTES are reserved. */
export async function seal(out: Uint8Array): Promise<Uint8Array> {
  const body = out.subarray(0, out.length - DIGEST_BYTES);
  out.set(await sha256(body), out.length - DIGEST_BYTES);
  return out;
}

/**
 * Check magic, algoVersion and length, then the trailer digest. `bodyLength(view)` reads the declared
 * body sizes from a header of `headerBytes`. Returns a view over the artifact.
 */
export async function openArtifact(
  bytes: Uint8Array,
  magic: string,
  headerBytes: number,
  bodyLength: (view: DataView) => number,
): Promise<DataView> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < 4; i++) {
    if (i >= bytes.length) throw new BlocklistFormatError('TRUNCATED', 'shorter than the magic');
    if (bytes[i] !== magic.charCodeAt(i)) throw new BlocklistFormatError('BAD_MAGIC', `not a ${magic} artifact`);
  }
  if (bytes.length < 5) throw new BlocklistFormatError('TRUNCATED', 'shorter than the header');
  if (bytes[4] !== ALGO_VERSION) throw new BlocklistFormatError('UNKNOWN_ALGO_VERSION', `algoVersion ${bytes[4]} (this client knows ${ALGO_VERSION})`);
  if (bytes.length < headerBytes + DIGEST_BYTES) throw new BlocklistFormatError('TRUNCATED', 'shorter than the header');
  const expected = headerBytes + bodyLength(view) + DIGEST_BYTES;
  if (bytes.length < expected) throw new BlocklistFormatError('TRUNCATED', `${bytes.length} bytes, header declares ${expected}`);
  if (bytes.length > expected) throw new BlocklistFormatError('CHECKSUM_MISMATCH', `${bytes.length - expected} bytes after the trailer digest`);
  const digest = await sha256(bytes.subarray(0, expected - DIGEST_BYTES));
  const trailer = bytes.subarray(expected - DIGEST_BYTES);
  for (let i = 0; i < DIGEST_BYTES; i++) {
    if (digest[i] !== trailer[i]) throw new BlocklistFormatError('CHECKSUM_MISMATCH', 'artifact digest does not match its bytes');
  }
  return view;
}
