// Host-suffix x path-prefix expressions of Safe Browsing v4 ("Suffix/Prefix Expressions"):
//   hosts: the exact host, then up to 4 formed from the last five components by dropping the leading
//          one each time, never the bare top-level label; only the exact host for an IP address;
//   paths: the exact path with the query (when non-empty), the exact path without it, then "/" and up
//          to 3 more leading components, each with a trailing slash (Chromium's order and limits).
// At most 5 x 6 = 30 distinct strings, "host/path[?query]" without the scheme.
import { canonicalUrl, type CanonicalUrl } from './canonicalize';

const MAX_HOST_SUFFIX_COMPONENTS = 5;
const MAX_PATH_PREFIXES = 4;

export function hostSuffixes(c: CanonicalUrl): string[] {
  if (c.isIp) return [c.host];
  const hosts = [c.host];
  const labels = c.host.split('.');
  const start = Math.max(1, labels.length - MAX_HOST_SUFFIX_COMPONENTS);
  for (let i = start; i < labels.length - 1; i++) hosts.push(labels.slice(i).join('.'));
  return hosts;
}

export function pathPrefixes(c: CanonicalUrl): string[] {
  const paths: string[] = [];
  if (c.query !== null && c.query !== '') paths.push(`${c.path}?${c.query}`);
  paths.push(c.path);
  let prefixes = 0;
  for (let i = 0; i < c.path.length && prefixes < MAX_PATH_PREFIXES; i++) {
    if (c.path[i] !== '/') continue;
    prefixes++;
    const prefix = c.path.slice(0, i + 1);
    if (prefix !== c.path) paths.push(prefix);
  }
  return paths;
}

/** Every expression to look up for a raw or canonical URL; [] when it has no valid host. */
export function expressions(url: string): string[] {
  const c = canonicalUrl(url);
  if (c === null) return [];
  const out = new Set<string>();
  const paths = pathPrefixes(c);
  for (const h of hostSuffixes(c)) for (const p of paths) out.add(h + p);
  return [...out];
}
