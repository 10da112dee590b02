// URL canonicalization exactly as Google Safe Browsing v4 documents it (v5 for IPv6), not WHATWG URL
// parsing: SB unescapes the whole URL before splitting it, keeps odd bytes in hosts ("host%23.com"),
// reads IPv4 in every legacy encoding and treats "www.google.com" as "http://www.google.com/".
//
// A JS string becomes bytes by UTF-8, as a browser encodes a typed URL; Google's byte-string inputs
// such as "\x01\x80" are therefore written percent-escaped ("%01%80") when they are not UTF-8.
//
// Steps: remove TAB/CR/LF; cut the fragment at the first '#'; trim C0 controls and spaces; unescape
// repeatedly; split scheme / authority / path / query (the query is kept verbatim); canonicalize the
// host (host.ts); resolve "." and ".." segments and collapse "//" in the path; escape bytes <= 0x20,
// >= 0x7F, '#' and '%' with uppercase hex. The result is a fixed point: canonicalize(c) === c.
import { canonicalHost } from './host';
import { escapeBytes, toByteString, unescapeFully } from './escape';

export interface CanonicalUrl {
  scheme: string;
  host: string;
  isIp: boolean;
  /** Canonical path, always starting with '/'. */
  path: string;
  /** Escaped query without '?', or null when the URL has no '?'. */
  query: string | null;
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// "host:8080/..." is a host with a port, not a scheme named "host" (as in Google's reference).
const PORT_AFTER_COLON = /^\d+(?:[/?]|$)/;

function trimControlsAndSpaces(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 0x20) a++;
  while (b > a && s.charCodeAt(b - 1) <= 0x20) b--;
  return a === 0 && b === s.length ? s : s.slice(a, b);
}

function canonicalPath(raw: string): string {
  if (raw === '' || raw === '/') return '/';
  const segments = raw.split('/');
  const out: string[] = [];
  let trailingSlash = false;
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i]!;
    const last = i === segments.length - 1;
    if (seg === '' || seg === '.' || seg === '..') {
      if (seg === '..') out.pop();
      // A final "", "." or ".." leaves a directory: "/a/b/.." is "/a/", as a browser resolves it.
      if (last) trailingSlash = true;
      continue;
    }
    out.push(seg);
  }
  if (out.length === 0) return '/';
  return `/${out.join('/')}${trailingSlash ? '/' : ''}`;
}

/** The canonical URL split into its parts, or null when there is no valid host. */
export function canonicalUrl(url: string): CanonicalUrl | null {
  let s = toByteString(url);
  if (/[\t\r\n]/.test(s)) s = s.replace(/[\t\r\n]/g, '');
  const hash = s.indexOf('#');
  if (hash >= 0) s = s.slice(0, hash);
  s = unescapeFully(trimControlsAndSpaces(s));

  let scheme = 'http';
  let rest = s;
  const m = SCHEME.exec(s);
  if (m && !PORT_AFTER_COLON.test(s.slice(m[0].length))) {
    rest = s.slice(m[0].length);
    if (!rest.startsWith('//')) return null; // "mailto:x", "http:host": no authority
    scheme = m[1]!.toLowerCase();
    rest = rest.slice(2);
  }
  let end = 0;
  while (end < rest.length && rest[end] !== '/' && rest[end] !== '?') end++;
  const host = canonicalHost(rest.slice(0, end));
  if (host === null) return null;

  const tail = rest.slice(end);
  const q = tail.indexOf('?');
  const path = canonicalPath(q >= 0 ? tail.slice(0, q) : tail);
  return {
    scheme,
    host: host.host,
    isIp: host.isIp,
    path: escapeBytes(path),
    query: q >= 0 ? escapeBytes(tail.slice(q + 1)) : null,
  };
}

export function formatCanonicalUrl(c: CanonicalUrl): string {
  return `${c.scheme}://${c.host}${c.path}${c.query === null ? '' : `?${c.query}`}`;
}

/** The canonical URL per Safe Browsing v4, or null when the input has no valid host. */
export function canonicalize(url: string): string | null {
  const c = canonicalUrl(url);
  return c === null ? null : formatCanonicalUrl(c);
}
