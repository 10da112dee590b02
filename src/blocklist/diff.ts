// Diff artifact: from one published version to the next. Removals are indices into the old sorted
// list (so a removal costs ~log2 of the mean index gap, not a whole prefix), additions are prefixes;
// both are sorted, distinct and Rice-coded with their own k. Layout (integers big-endian):
//
//   off  size  field
//     0     4  magic "PBSD"
//     4     1  algoVersion (1)
//     5     1  removals' Rice parameter
//     6     1  additions' Rice parameter
//     7     1  reserved, 0
//     8     8  fromVersion (uint64)
//    16     8  toVersion (uint64)
//    24     4  count of the resulting list
//    28     4  removal count R        32  4  first removal index   36  4  removal body length RB
//    40     4  addition count A       44  4  first addition        48  4  addition body length AB
//    52    32  checksum of the resulting list (as in a snapshot)
//    84    RB  removal body, then AB bytes of addition body
//  84+RB+AB 32 SHA-256 of every byte before
//
// applyDiff checks framing and the digest as decodeSnapshot does, then: fromVersion equals the old
// list's version (VERSION_MISMATCH), every removal index is inside the old list
// (REMOVAL_INDEX_OUT_OF_RANGE), no addition is already present (UNSORTED_OR_DUPLICATE), and the result
// matches the count and checksum (CHECKSUM_MISMATCH: the old list was not the one the diff was made from).
import { ALGO_VERSION } from './constants';
import { checkVersionNumber, DIGEST_BYTES, openArtifact, readU64, seal, writeU64 } from './artifact';
import { assertSortedDistinct, BlocklistFormatError } from './errors';
import { prefixesChecksum } from './hash';
import { bytesToHex, hexToBytes } from './hex';
import { riceDecode, riceEncode } from './rice';
import type { PrefixList } from './snapshot';

export const DIFF_MAGIC = 'PBSD';
const HEADER = 84;

export async function makeDiff(old: PrefixList, next: PrefixList): Promise<Uint8Array> {
  checkVersionNumber(old.version, 'old.version');
  checkVersionNumber(next.version, 'next.version');
  assertSortedDistinct(old.prefixes, 'makeDiff old');
  assertSortedDistinct(next.prefixes, 'makeDiff next');
  const a = old.prefixes;
  const b = next.prefixes;
  const removals: number[] = [];
  const additions: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j === b.length || (i < a.length && a[i]! < b[j]!)) removals.push(i++);
    else if (i === a.length || b[j]! < a[i]!) additions.push(b[j++]!);
    else {
      i++;
      j++;
    }
  }
  const rem = riceEncode(Uint32Array.from(removals));
  const add = riceEncode(Uint32Array.from(additions));
  const out = new Uint8Array(HEADER + rem.body.length + add.body.length + DIGEST_BYTES);
  const view = new DataView(out.buffer);
  for (let k = 0; k < 4; k++) out[k] = DIFF_MAGIC.charCodeAt(k);
  out[4] = ALGO_VERSION;
  out[5] = rem.k;
  out[6] = add.k;
  writeU64(view, 8, old.version);
  writeU64(view, 16, next.version);
  view.setUint32(24, b.length, false);
  view.setUint32(28, rem.count, false);
  view.setUint32(32, rem.first, false);
  view.setUint32(36, rem.body.length, false);
  view.setUint32(40, add.count, false);
  view.setUint32(44, add.first, false);
  view.setUint32(48, add.body.length, false);
  out.set(hexToBytes(await prefixesChecksum(b)), 52);
  out.set(rem.body, HEADER);
  out.set(add.body, HEADER + rem.body.length);
  return seal(out);
}

export async function applyDiff(old: PrefixList, diff: Uint8Array): Promise<PrefixList & { checksum: string }> {
  const view = await openArtifact(diff, DIFF_MAGIC, HEADER, (v) => v.getUint32(36, false) + v.getUint32(48, false));
  const fromVersion = readU64(view, 8);
  const toVersion = readU64(view, 16);
  if (fromVersion !== old.version) {
    throw new BlocklistFormatError('VERSION_MISMATCH', `diff applies to version ${fromVersion}, the list is version ${old.version}`);
  }
  const remBytes = view.getUint32(36, false);
  const addBytes = view.getUint32(48, false);
  const removals = riceDecode({ k: diff[5]!, count: view.getUint32(28, false), first: view.getUint32(32, false), body: diff.subarray(HEADER, HEADER + remBytes) });
  const additions = riceDecode({
    k: diff[6]!,
    count: view.getUint32(40, false),
    first: view.getUint32(44, false),
    body: diff.subarray(HEADER + remBytes, HEADER + remBytes + addBytes),
  });
  const a = old.prefixes;
  if (removals.length > 0 && removals[removals.length - 1]! >= a.length) {
    throw new BlocklistFormatError('REMOVAL_INDEX_OUT_OF_RANGE', `removal index ${removals[removals.length - 1]} in a list of ${a.length}`);
  }
  const resultCount = view.getUint32(24, false);
  if (a.length - removals.length + additions.length !== resultCount) {
    throw new BlocklistFormatError('CHECKSUM_MISMATCH', 'the old list is not the one this diff was made from (count differs)');
  }
  const out = new Uint32Array(resultCount);
  let o = 0;
  let r = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    if (r < removals.length && removals[r] === i) {
      r++;
      continue;
    }
    const v = a[i]!;
    while (j < additions.length && additions[j]! < v) out[o++] = additions[j++]!;
    if (j < additions.length && additions[j] === v) {
      throw new BlocklistFormatError('UNSORTED_OR_DUPLICATE', `addition ${v.toString(16)} is already in the list`);
    }
    if (o > 0 && out[o - 1]! >= v) throw new BlocklistFormatError('UNSORTED_OR_DUPLICATE', 'the old list is not sorted');
    out[o++] = v;
  }
  while (j < additions.length) out[o++] = additions[j++]!;
  const checksum = bytesToHex(diff.subarray(52, 52 + DIGEST_BYTES));
  if ((await prefixesChecksum(out)) !== checksum) {
    throw new BlocklistFormatError('CHECKSUM_MISMATCH', 'the result does not match the diff checksum');
  }
  return { version: toVersion, prefixes: out, checksum };
}
