// Percent-coding on byte strings (one char per byte, 0..255), the form canonicalization works in.

const HEX = '0123456789ABCDEF';

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function hexValue(c: number): number {
  return c <= 57 ? c - 48 : (c | 32) - 87;
}

/**
 * Unescape until no `%XX` remains. Escapes never overlap (the two digits after `%` cannot be `%`),
 * so the rewriting is confluent: decoding on a stack, re-checking the tail after each byte, reaches the
 * same fixed point as repeated whole-string passes, in linear time and without a depth limit.
 */
export function unescapeFully(s: string): string {
  if (s.indexOf('%') < 0) return s;
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    out.push(s.charCodeAt(i));
    let n = out.length;
    while (n >= 3 && out[n - 3] === 37 && isHex(out[n - 2]!) && isHex(out[n - 1]!)) {
      const v = (hexValue(out[n - 2]!) << 4) | hexValue(out[n - 1]!);
      out.length = n - 3;
      out.push(v);
      n -= 2;
    }
  }
  let r = '';
  for (let i = 0; i < out.length; i += 8192) r += String.fromCharCode(...out.slice(i, i + 8192));
  return r;
}

function needsEscape(c: number): boolean {
  return c <= 0x20 || c >= 0x7f || c === 35 || c === 37;
}

/** Escape bytes <= 0x20, >= 0x7F, '#' and '%' with uppercase hex, as Safe Browsing requires. */
export function escapeBytes(s: string): string {
  let i = 0;
  while (i < s.length && !needsEscape(s.charCodeAt(i))) i++;
  if (i === s.length) return s;
  let r = s.slice(0, i);
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    r += needsEscape(c) ? `%${HEX[c >> 4]!}${HEX[c & 15]!}` : s[i]!;
  }
  return r;
}

const encoder = new TextEncoder();
export const NON_ASCII = /[\u0080-\uffff]/;

/** UTF-8 bytes of a JS string as a byte string; ASCII input is returned as is. */
export function toByteString(s: string): string {
  if (!NON_ASCII.test(s)) return s;
  const bytes = encoder.encode(s);
  let r = '';
  for (let i = 0; i < bytes.length; i += 8192) r += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return r;
}
