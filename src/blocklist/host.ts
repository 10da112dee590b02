// Host canonicalization of Safe Browsing v4 (v5 for IPv6). Input is the host already percent-unescaped,
// as a byte string (one char per byte). Steps, in the reference order: strip userinfo and port, turn an
// internationalized name into Punycode, collapse and trim dots, read IPv4/IPv6, lowercase, escape.
import { formatIPv6, parseIPv4, parseIPv6 } from './ip';
import { escapeBytes, NON_ASCII } from './escape';
import { punycodeEncode } from './punycode';

export interface CanonicalHost {
  host: string;
  /** IP hosts get no host-suffix expressions. */
  isIp: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// After Unicode mapping a host must not gain characters that change how the URL parses.
function changesParsing(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || '/?#@:[]\\%'.includes(s[i]!)) return true;
  }
  return false;
}

/** Punycode form of a host holding non-ASCII bytes, or null to keep (and escape) the raw bytes. */
function idnToAscii(bytes: string): string | null {
  let text: string;
  try {
    text = utf8.decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
  } catch {
    return null; // not UTF-8: bytes such as "\x80" stay bytes, as in Google's table
  }
  // UTS #46 in brief: compatibility mapping, case folding, ideographic full stops as dots.
  const mapped = text.normalize('NFKC').toLowerCase().replace(/[\u3002\uff0e\uff61]/g, '.');
  if (changesParsing(mapped)) return null;
  return mapped
    .split('.')
    .map((label) => (!NON_ASCII.test(label) ? label : `xn--${punycodeEncode(label)}`))
    .join('.');
}

export function canonicalHost(authority: string): CanonicalHost | null {
  let h = authority.slice(authority.lastIndexOf('@') + 1);
  if (h.startsWith('[')) {
    const close = h.indexOf(']');
    if (close < 0 || !/^(?::\d*)?$/.test(h.slice(close + 1))) return null;
    const pieces = parseIPv6(h.slice(1, close));
    return pieces ? { host: formatIPv6(pieces), isIp: true } : null;
  }
  const colon = h.lastIndexOf(':');
  if (colon >= 0) {
    if (!/^\d*$/.test(h.slice(colon + 1))) return null;
    h = h.slice(0, colon);
  }
  // A second colon or a bracket would re-parse differently, breaking idempotence.
  if (/[:[\]]/.test(h)) return null;
  if (/[\x80-\xff]/.test(h)) h = idnToAscii(h) ?? h;
  h = h.replace(/\.{2,}/g, '.');
  if (h.startsWith('.')) h = h.slice(1);
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (h === '') return null;
  const v4 = parseIPv4(h);
  if (v4 !== null) return { host: v4, isIp: true };
  return { host: escapeBytes(h.replace(/[A-Z]+/g, (m) => m.toLowerCase())), isIp: false };
}
