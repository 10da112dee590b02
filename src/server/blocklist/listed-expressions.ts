// Which Safe Browsing expressions a BLOCKED asset puts on the list (DESIGN.md §2.3). The client expands a
// visited URL into host-suffix × path-prefix expressions and looks each one up, so listing:
//   - `host/` blocks the host, every subdomain and every path on them (a bare domain);
//   - `host/path?query` (the URL's own canonical expression) blocks that page, with any query when the
//     listed expression has none;
//   - `host/path/` blocks everything under that path (added for profiles, so a blocked account's posts warn too).
import { canonicalize } from '../../blocklist';
import { platformProfiles, type PlatformProfile } from './platform-profiles';

export interface ListableAsset {
  type: string;
  content: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

// A host a browser can visit: dotted DNS labels (punycode after canonicalization) or a bracketed IPv6.
const VISITABLE_HOST = /^([a-z0-9_-]+\.)+[a-z0-9_-]+$|^\[[0-9a-f:.]+\]$/;

/** The expression a client computes for exactly this URL: host + path (+ query) of its canonical form. */
export function ownExpression(url: string): string | null {
  const canonical = canonicalize(url);
  if (canonical === null) return null;
  const expression = canonical.replace(SCHEME, '');
  return VISITABLE_HOST.test(expression.slice(0, expression.indexOf('/'))) ? expression : null;
}

export function listedExpressions(asset: ListableAsset): string[] {
  const content = asset.content.trim();
  if (content === '') return [];
  if (asset.type === 'URL' || asset.type === 'PAGE') {
    const expression = ownExpression(content);
    return expression === null ? [] : [expression];
  }
  const platform = platformProfiles[asset.type];
  if (platform === undefined) return [];
  const listed = new Set<string>();
  if (looksLikeUrl(content)) {
    const url = withoutMobileHost(SCHEME.test(content) ? content : `https://${content}`);
    for (const mirrored of onMirrors(url, platform.mirrors ?? [])) addProfileUrl(listed, platform, mirrored, true);
  } else {
    const handle = platform.handle(content.replace(/^@/, ''));
    if (handle !== null) for (const url of platform.urls(handle)) addProfileUrl(listed, platform, url, false);
  }
  return [...listed];
}

// `x.com/name` is a URL, `name.bsky.social` and `owner/repo` are handles: a URL has a scheme or a dotted host
// before its first slash.
function looksLikeUrl(content: string): boolean {
  if (SCHEME.test(content)) return true;
  const slash = content.indexOf('/');
  return slash > 0 && content.slice(0, slash).includes('.');
}

// `mobile.twitter.com/name` lists `twitter.com/name`: the client's host suffixes then cover the bare, www.
// and mobile hosts alike. Other subdomains stay (on some platforms, such as Substack, they name the account).
function withoutMobileHost(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)(www|m|mobile)\./i, '$1');
}

function onMirrors(url: string, mirrors: readonly string[]): string[] {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]+)(.*)$/i.exec(url);
  if (match === null || !mirrors.includes(match[2]!.toLowerCase())) return [url];
  return mirrors.map((host) => `${match[1]}${host}${match[3]}`);
}

function addProfileUrl(listed: Set<string>, platform: PlatformProfile, url: string, mustBeOnPlatform: boolean): void {
  const variants = platform.caseInsensitive ? [url, url.toLowerCase()] : [url];
  for (const variant of variants) {
    const expression = ownExpression(variant);
    if (expression === null) continue;
    if (mustBeOnPlatform && !onHosts(expression, platform.hosts)) return;
    listed.add(expression);
    // Profile pages have sub-pages (posts, tabs); the client's path prefixes end in `/`.
    if (!expression.includes('?') && !expression.endsWith('/')) listed.add(`${expression}/`);
  }
}

function onHosts(expression: string, hosts: readonly string[]): boolean {
  const host = expression.slice(0, expression.indexOf('/'));
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
