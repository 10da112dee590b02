// Public surface of the blocklist core (binding: /work/notes/INTERFACES.md). Pure: no I/O, no platform
// globals beyond crypto.subtle, TextEncoder/TextDecoder and typed arrays.
export { ALGO_VERSION } from './constants';
export { BlocklistFormatError, type BlocklistErrorCode } from './errors';
export { canonicalize, canonicalUrl, type CanonicalUrl } from './canonicalize';
export { expressions } from './expressions';
export { sha256, hashExpressions, prefixesChecksum } from './hash';
export { prefixOf, prefixToHex, hexToPrefix, bytesToHex, hexToBytes } from './hex';
export { PrefixSet } from './prefix-set';
export { riceEncode, riceDecode, chooseRiceK, riceBits, type RiceCoded } from './rice';
export { decodeRiceV4, decodeRiceV4Integers } from './rice-v4';
export { encodeSnapshot, decodeSnapshot, type PrefixList } from './snapshot';
export { makeDiff, applyDiff } from './diff';
