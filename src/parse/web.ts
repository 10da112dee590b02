// Web locations: what a URL or bare domain becomes.
//
// URL vs PAGE, following api-reference-shapes.md §3(a):
// - `URL` is domain-level. Its content is the host alone (lower-case, punycode, no scheme, userinfo, port,
//   path, query or fragment), because blocking a URL asset blocks the whole domain and its subdomains.
//   So `https://evil.example/login?x=1` and `evil.example` are the same URL asset `evil.example`.
// - `PAGE` is one page on a host that many unrelated people publish on, where blocking the domain would be
//   wrong: the reference's list (link shorteners, link-in-bio sites, t.me, twitter.com, wordpress.com, …) and
//   every host a platform recogniser owns, when the path is not one it understands. Its content is the URL
//   itself; the reference stores pages "without normalization", so only what the URL class does anyway
//   (scheme and host case, punycode, default port, dot segments) plus dropping the fragment and userinfo.
// - A platform URL it understands becomes that platform's type (see platforms/rule.ts for its content form).
// A host with nothing after it (`https://bit.ly/`) is a URL asset even on a PAGE host: there is no page.
import { ipfsAsset, normaliseCid } from './identifiers';
import { recogniseExplorer } from './evm';
import { platformHost, toWebUrl } from './hostname';
import { platformFor, type WebParts } from './platforms';
import type { Recognised } from './types';

const PAGE_HOSTS = new Set([
  'bit.ly', 'blur.io', 'goo.gl', 'link3.to', 'linktr.ee', 'opensea.io', 't.co', 't.me', 'telegram.me',
  'tinyurl.com', 'twitter.com', 'beacons.ai', 'wordpress.com',
]);

/** IPFS through an HTTP gateway: path style `host/ipfs/<cid>/…` or subdomain style `<cid>.ipfs.host/…`. */
function recogniseGateway(url: URL): Recognised | null {
  const pathStyle = /^\/ipfs\/([^/]+)(\/.*)?$/.exec(url.pathname);
  if (pathStyle) {
    const cid = normaliseCid(pathStyle[1] ?? '');
    return cid ? ipfsAsset(cid, pathStyle[2] ?? '', url.hostname) : null;
  }
  const subdomain = /^([^.]+)\.ipfs\.(.+)$/.exec(url.hostname);
  const cid = subdomain ? normaliseCid(subdomain[1] ?? '') : null;
  return cid ? ipfsAsset(cid, url.pathname, subdomain?.[2]) : null;
}

function pageContent(url: URL): string {
  const page = new URL(url.href);
  page.hash = '';
  page.username = '';
  page.password = '';
  return page.href;
}

export function recogniseWeb(text: string): Recognised | null {
  const url = toWebUrl(text);
  if (!url) return null;
  const gateway = recogniseGateway(url);
  if (gateway) return gateway;
  const host = platformHost(url.hostname);
  const segments = url.pathname.split('/').filter((s) => s.length > 0);
  const explorer = recogniseExplorer(host, segments);
  if (explorer) return explorer;
  const platform = platformFor(host);
  if (platform) {
    const parts: WebParts = { host, segments, params: url.searchParams, path: url.pathname, search: url.search };
    const found = platform.match(parts);
    if (found) return found;
  }
  const bare = segments.length === 0 && url.search === '';
  if (!bare && (platform || PAGE_HOSTS.has(host))) {
    return { content: pageContent(url), type: 'PAGE' };
  }
  return { content: url.hostname, type: 'URL', identifier: url.hostname, identifierType: 'domain' };
}
