// IP hosts as Safe Browsing reads them. IPv4 follows Google's reference table: one to four dot-separated
// parts, each decimal, octal (leading 0) or hex (0x), the last part filling the remaining bytes
// ("3279880203" -> 195.127.0.11, "12.0x12.01234" -> 12.18.2.156), and the Windows resolver's
// "a.b.c.d junk" form of at most 15 characters. IPv6 follows Safe Browsing v5: compressed per
// RFC 5952, and IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) addresses become IPv4.

const MAYBE_IPV4 = /^(?:0x[0-9a-f]+|[0-9.])+$/i;
const WINDOWS_TRAILER = /^(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}) /;

/** A uint32 in C's base-0 notation (0x hex, leading-0 octal, decimal), or -1. */
function parseNumber(s: string): number {
  let v: number;
  if (/^0x[0-9a-f]+$/i.test(s)) v = Number.parseInt(s.slice(2), 16);
  else if (/^0[0-7]*$/.test(s)) v = s.length === 1 ? 0 : Number.parseInt(s.slice(1), 8);
  else if (/^[1-9][0-9]*$/.test(s)) v = Number.parseInt(s, 10);
  else return -1;
  return v <= 0xffffffff ? v : -1;
}

/** Dotted-decimal form of `host` when it is an IPv4 address in any legal encoding, else null. */
export function parseIPv4(host: string): string | null {
  if (host.length <= 15) {
    const m = WINDOWS_TRAILER.exec(host);
    if (m) host = m[1]!;
  }
  if (!MAYBE_IPV4.test(host)) return null;
  const parts = host.split('.');
  if (parts.length > 4) return null;
  const bytes: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    const v = parseNumber(parts[i]!);
    if (v < 0) return null;
    // Non-final parts give one byte, the final part the rest, low bytes kept as the reference does.
    const width = i === parts.length - 1 ? 5 - parts.length : 1;
    for (let b = width - 1; b >= 0; b--) bytes.push(Math.floor(v / 2 ** (8 * b)) & 0xff);
  }
  return bytes.join('.');
}

/** The eight 16-bit pieces of an IPv6 address (brackets removed), or null when it is not one. */
export function parseIPv6(s: string): number[] | null {
  const pieces = [0, 0, 0, 0, 0, 0, 0, 0];
  let piece = 0;
  let compress = -1;
  let i = 0;
  if (s.startsWith('::')) {
    i = 2;
    compress = piece = 0;
    if (s.length === 2) return pieces;
  } else if (s.startsWith(':')) return null;
  while (i < s.length) {
    if (piece === 8) return null;
    if (s[i] === ':') {
      if (compress !== -1) return null;
      i++;
      compress = piece;
      if (i === s.length) break;
      continue;
    }
    let value = 0;
    let len = 0;
    while (len < 4 && i < s.length && /[0-9a-f]/i.test(s[i]!)) {
      value = value * 16 + Number.parseInt(s[i]!, 16);
      i++;
      len++;
    }
    if (s[i] === '.') {
      // Embedded IPv4 in the last 32 bits: strict dotted decimal.
      if (len === 0 || piece > 6) return null;
      const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s.slice(i - len));
      if (!v4) return null;
      const o = v4.slice(1).map(Number);
      if (o.some((x) => x > 255) || v4.slice(1).some((x) => x.length > 1 && x.startsWith('0'))) return null;
      pieces[piece++] = o[0]! * 256 + o[1]!;
      pieces[piece++] = o[2]! * 256 + o[3]!;
      i = s.length;
      break;
    }
    if (len === 0) return null;
    pieces[piece++] = value;
    if (i < s.length) {
      if (s[i] !== ':' || i + 1 === s.length) return null;
      i++;
    }
  }
  if (compress !== -1) {
    const tail = pieces.slice(compress, piece);
    for (let k = compress; k < 8; k++) pieces[k] = 0;
    for (let k = 0; k < tail.length; k++) pieces[8 - tail.length + k] = tail[k]!;
  } else if (piece !== 8) return null;
  return pieces;
}

/** Canonical host text of an IPv6 address: `[compressed]`, or dotted IPv4 for mapped and NAT64 forms. */
export function formatIPv6(p: readonly number[]): string {
  const v4 = () => [p[6]! >> 8, p[6]! & 255, p[7]! >> 8, p[7]! & 255].join('.');
  if (p.slice(0, 5).every((x) => x === 0) && p[5] === 0xffff) return v4();
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return v4();
  // RFC 5952: the longest run of two or more zero pieces (the first on a tie) becomes "::".
  let bestStart = -1;
  let bestLen = 1;
  for (let k = 0; k < 8; ) {
    if (p[k] !== 0) {
      k++;
      continue;
    }
    let e = k;
    while (e < 8 && p[e] === 0) e++;
    if (e - k > bestLen) {
      bestStart = k;
      bestLen = e - k;
    }
    k = e;
  }
  const hex = (a: readonly number[]) => a.map((x) => x.toString(16)).join(':');
  if (bestStart < 0) return `[${hex(p)}]`;
  return `[${hex(p.slice(0, bestStart))}::${hex(p.slice(bestStart + bestLen))}]`;
}
