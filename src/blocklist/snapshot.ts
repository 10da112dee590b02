// Snapshot artifact: one published version's whole list. Layout (integers big-endian):
//
//   off  size  field
//     0     4  magic "PBSS"
//     4     1  algoVersion (1)
//     5     1  Rice parameter k (0..31)
//     6     2  reserved, 0
//     8     8  version (uint64, at most 2^53 - 1)
//    16     4  count of prefixes
//    20     4  first prefix (0 when count is 0)
//    24     4  body length B in bytes
//    28    32  checksum: SHA-256 of the sorted prefixes as concatenated 4-byte big-endian values
//    60     B  body: the count - 1 gaps, Rice-coded (rice.ts)
//  60+B    32  SHA-256 of bytes [0, 60 + B)
//
// Decoding checks, in order: magic (BAD_MAGIC), algoVersion (UNKNOWN_ALGO_VERSION), length against the
// header (TRUNCATED; extra bytes are CHECKSUM_MISMATCH), trailer digest (CHECKSUM_MISMATCH), the Rice
// body (TRUNCATED, UNSORTED_OR_DUPLICATE), and last the prefix checksum against the decoded list.
import { ALGO_VERSION } from './constants';
import { checkVersionNumber, DIGEST_BYTES, openArtifact, readU64, seal, writeU64 } from './artifact';
import { BlocklistFormatError } from './errors';
import { prefixesChecksum } from './hash';
import { bytesToHex, hexToBytes } from './hex';
import { riceDecode, riceEncode } from './rice';

export const SNAPSHOT_MAGIC = 'PBSS';
const HEADER = 60;

export interface PrefixList {
  version: number;
  prefixes: Uint32Array;
}

export async function encodeSnapshot(s: PrefixList): Promise<Uint8Array> {
  checkVersionNumber(s.version, 'version');
  const coded = riceEncode(s.prefixes);
  const out = new Uint8Array(HEADER + coded.body.length + DIGEST_BYTES);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) out[i] = SNAPSHOT_MAGIC.charCodeAt(i);
  out[4] = ALGO_VERSION;
  out[5] = coded.k;
  writeU64(view, 8, s.version);
  view.setUint32(16, coded.count, false);
  view.setUint32(20, coded.first, false);
  view.setUint32(24, coded.body.length, false);
  out.set(hexToBytes(await prefixesChecksum(s.prefixes)), 28);
  out.set(coded.body, HEADER);
  return seal(out);
}

export async function decodeSnapshot(b: Uint8Array): Promise<PrefixList & { checksum: string }> {
  const view = await openArtifact(b, SNAPSHOT_MAGIC, HEADER, (v) => v.getUint32(24, false));
  const version = readU64(view, 8);
  const bodyLength = view.getUint32(24, false);
  const prefixes = riceDecode({
    k: b[5]!,
    count: view.getUint32(16, false),
    first: view.getUint32(20, false),
    body: b.subarray(HEADER, HEADER + bodyLength),
  });
  const checksum = bytesToHex(b.subarray(28, 28 + DIGEST_BYTES));
  if ((await prefixesChecksum(prefixes)) !== checksum) {
    throw new BlocklistFormatError('CHECKSUM_MISMATCH', 'decoded prefixes do not match the snapshot checksum');
  }
  return { version, prefixes, checksum };
}
