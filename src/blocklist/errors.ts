// Every way an update can fail has its own code (Chromium's safe_browsing counts each one apart), so a
// client can log which, and the server's tests can assert which. All are one class: callers catch
// BlocklistFormatError and read `code`; nothing else thrown by a decoder is expected.

export type BlocklistErrorCode =
  | 'BAD_MAGIC'
  | 'UNKNOWN_ALGO_VERSION'
  | 'TRUNCATED'
  | 'REMOVAL_INDEX_OUT_OF_RANGE'
  | 'UNSORTED_OR_DUPLICATE'
  | 'CHECKSUM_MISMATCH'
  | 'VERSION_MISMATCH';

export class BlocklistFormatError extends Error {
  override readonly name = 'BlocklistFormatError';
  constructor(
    readonly code: BlocklistErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** Throws UNSORTED_OR_DUPLICATE unless `sorted` is strictly increasing; `what` names the caller's input. */
export function assertSortedDistinct(sorted: Uint32Array, what: string): void {
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]! <= sorted[i - 1]!) throw new BlocklistFormatError('UNSORTED_OR_DUPLICATE', `${what}: entry ${i} is not above the one before`);
  }
}
