// Turning user input into a web URL and deciding whether its host could be a public site.
// The WHATWG URL class does the heavy lifting (IDN to punycode, lower-casing, IPv4 forms, default ports);
// this file adds the policy: which inputs are URLs at all, and which hosts are worth an asset.

/** TLD-shaped endings that are never public: reserved names, local networks, and file extensions people paste. */
const NOT_PUBLIC_TLDS = new Set([
  'localhost', 'local', 'test', 'example', 'invalid', 'internal', 'lan', 'home', 'corp', 'intranet', 'private',
  'localdomain', 'arpa', 'onion', 'eth',
  'html', 'htm', 'php', 'asp', 'aspx', 'jsp', 'js', 'mjs', 'ts', 'tsx', 'jsx', 'css', 'json', 'xml', 'txt', 'csv',
  'pdf', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'exe', 'dll', 'bin', 'zip', 'tar', 'gz', 'rar', 'dmg', 'msi',
  'apk', 'ipa', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'mp3', 'mp4', 'wav', 'mov', 'yaml', 'yml', 'toml',
  'ini', 'cfg', 'log', 'bak', 'tmp', 'py', 'rb', 'java', 'cpp', 'sh', 'bat', 'sql', 'lock', 'map',
]);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/** A host (already normalised by the URL class) that names a public site: an IP literal or a dotted name. */
export function isPublicHost(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (IPV4.test(host)) return host.split('.').every((octet) => Number(octet) <= 255);
  if (host.startsWith('[') && host.endsWith(']')) return host.length > 2;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const tld = labels[labels.length - 1] ?? '';
  return TLD.test(tld) && !NOT_PUBLIC_TLDS.has(tld);
}

const HTTP_SCHEME = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Scheme-less input that starts like `host`, `host:port`, `host/…`, `host?…`: a dot before any of / ? # :. */
const BARE_HOST_START = /^[^\s/?#:@]+\.[^\s/?#:@]+(?::\d{1,5})?(?:[/?#]|$)/;

/**
 * Parses `input` as an http(s) URL whose host is public. Scheme-less input is read as https (the reference
 * treats `example.com` as a domain, and pasted links often lack the scheme). Returns null for anything else.
 */
export function toWebUrl(input: string): URL | null {
  let text = input;
  if (/\s/.test(text)) return null;
  if (text.startsWith('//')) text = text.slice(2);
  if (!HTTP_SCHEME.test(text)) {
    if (ANY_SCHEME.test(text) || !BARE_HOST_START.test(text)) return null;
    text = `https://${text}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A trailing dot names the same host; drop it so `example.com.` and `example.com` are one asset.
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.replace(/\.+$/, '');
  return isPublicHost(url.hostname) ? url : null;
}

/** Host without the `www.`, `m.` or `mobile.` prefix that sites use for the same content. */
export function platformHost(host: string): string {
  return host.replace(/^(?:www\.|m\.|mobile\.)/, '');
}
