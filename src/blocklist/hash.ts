// SHA-256 through WebCrypto only: the same code runs in the extension's service worker and in Node 20,
// which both expose `crypto.subtle`. Digests of one URL's expressions are requested together so the
// platform can run them concurrently (Node's WebCrypto runs each digest on its thread pool).

import { bytesToHex } from './hex';

const encoder = new TextEncoder();

export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** Full 32-byte digests of the UTF-8 expressions, in the order given. */
export function hashExpressions(exprs: readonly string[]): Promise<Uint8Array[]> {
  return Promise.all(exprs.map((e) => sha256(encoder.encode(e))));
}

/** The list identity of DESIGN.md §2.4: SHA-256 of the sorted prefixes as concatenated 4-byte big-endian values. */
export async function prefixesChecksum(sorted: Uint32Array): Promise<string> {
  return bytesToHex(await sha256(prefixesToBigEndian(sorted)));
}

export function prefixesToBigEndian(sorted: Uint32Array): Uint8Array {
  const out = new Uint8Array(sorted.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < sorted.length; i++) view.setUint32(i * 4, sorted[i]!, false);
  return out;
}
