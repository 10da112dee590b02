// App and extension stores: Chrome Web Store, Firefox and Opera add-ons, Apple App Store, Google Play, Amazon
// Appstore, Microsoft Store, and Microsoft Edge add-ons (no AssetType of its own, so a PAGE with identifiers).
import { hit, is, param, seg, type Platform, type WebParts } from './rule';

const CHROME_ID = /^[a-p]{32}$/;

/** The segment right after `word`, and the one after it, if any. */
function after(p: WebParts, word: string): [string | undefined, string | undefined] {
  const i = p.segments.findIndex((s) => s.toLowerCase() === word);
  return i < 0 ? [undefined, undefined] : [p.segments[i + 1], p.segments[i + 2]];
}

const chromeWebStore: Platform = {
  name: 'Chrome Web Store',
  hosts: ['chromewebstore.google.com', 'chrome.google.com'],
  match(p) {
    if (p.host === 'chrome.google.com' && !is(p, 0, 'webstore')) return null;
    const [a, b] = after(p, 'detail');
    // `/detail/<slug>/<id>` or `/detail/<id>`; the id is 32 letters a-p.
    const id = [b, a].find((s) => s !== undefined && CHROME_ID.test(s.toLowerCase()))?.toLowerCase();
    if (!id) return null;
    return hit('CHROME_WEB_STORE', `chromewebstore.google.com/detail/${id}`, { identifier: id, identifierType: 'extensionId', model: 'addon' });
  },
};

const SLUG = /^[A-Za-z0-9._~%-]{1,120}$/;

const mozillaAddons: Platform = {
  name: 'Firefox Add-ons',
  hosts: ['addons.mozilla.org'],
  match(p) {
    const i = p.segments.findIndex((s) => s.toLowerCase() === 'addon');
    const app = p.segments[i - 1]?.toLowerCase() === 'android' ? 'android' : 'firefox';
    const slug = i >= 0 ? seg(p, i + 1, SLUG) : null;
    if (!slug) return null;
    return hit('MOZILLA_ADDONS', `addons.mozilla.org/${app}/addon/${slug}`, { identifier: slug, identifierType: 'addonSlug', model: 'addon' });
  },
};

const operaAddons: Platform = {
  name: 'Opera add-ons',
  hosts: ['addons.opera.com'],
  match(p) {
    const i = p.segments.findIndex((s) => s.toLowerCase() === 'extensions');
    const slug = i >= 0 && is(p, i + 1, 'details') ? seg(p, i + 2, SLUG) : null;
    if (!slug) return null;
    return hit('OPERA_ADDONS', `addons.opera.com/extensions/details/${slug}`, { identifier: slug, identifierType: 'addonSlug', model: 'addon' });
  },
};

const appleAppStore: Platform = {
  name: 'Apple App Store',
  hosts: ['apps.apple.com', 'itunes.apple.com'],
  match(p) {
    // `/us/app/some-name/id284882215`: the numeric id is the app; country and slug are presentation.
    const idSeg = p.segments.find((s) => /^id\d{5,12}$/i.test(s));
    if (!idSeg) return null;
    const id = idSeg.slice(2);
    const country = seg(p, 0, /^[a-z]{2}$/i)?.toLowerCase();
    const metadata = country ? { country } : undefined;
    if (p.segments.some((s) => s.toLowerCase() === 'developer')) {
      return hit('APPLE_APP_STORE', `apps.apple.com/developer/id${id}`, { identifier: id, identifierType: 'developerId', model: 'business-profile', ...(metadata ? { metadata } : {}) });
    }
    if (!p.segments.some((s) => s.toLowerCase() === 'app')) return null;
    return hit('APPLE_APP_STORE', `apps.apple.com/app/id${id}`, { identifier: id, identifierType: 'appId', model: 'app', ...(metadata ? { metadata } : {}) });
  },
};

const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+$/;

const googlePlay: Platform = {
  name: 'Google Play',
  hosts: ['play.google.com'],
  match(p) {
    if (!is(p, 0, 'store') || !is(p, 1, 'apps')) return null;
    const kind = p.segments[2]?.toLowerCase();
    if (kind === 'details') {
      const id = param(p, 'id', PACKAGE);
      return id ? hit('GOOGLE_APP_STORE', `play.google.com/store/apps/details?id=${id}`, { identifier: id, identifierType: 'packageName', model: 'app' }) : null;
    }
    if (kind === 'dev' || kind === 'developer') {
      const id = param(p, 'id', /^[^\n]{1,100}$/);
      if (!id) return null;
      return hit('GOOGLE_APP_STORE', `play.google.com/store/apps/${kind}?id=${encodeURIComponent(id)}`, {
        identifier: id, identifierType: kind === 'dev' ? 'developerId' : 'developerName', model: 'business-profile',
      });
    }
    return null;
  },
};

const amazonAppstore: Platform = {
  name: 'Amazon Appstore',
  hosts: ['amazon.com'],
  match(p) {
    // Amazon's documented app link: `amazon.com/gp/mas/dl/android?p=<package>` (or `?asin=<ASIN>`). Product
    // pages cannot be told apart from apps, so they are left to the generic rules.
    if (!is(p, 0, 'gp') || !is(p, 1, 'mas') || !is(p, 2, 'dl') || !is(p, 3, 'android')) return null;
    const pkg = param(p, 'p', PACKAGE);
    if (pkg) return hit('AMAZON_APP_STORE', `amazon.com/gp/mas/dl/android?p=${pkg}`, { identifier: pkg, identifierType: 'packageName', model: 'app' });
    const asin = param(p, 'asin', /^[A-Z0-9]{10}$/);
    return asin ? hit('AMAZON_APP_STORE', `amazon.com/gp/mas/dl/android?asin=${asin}`, { identifier: asin, identifierType: 'asin', model: 'app' }) : null;
  },
};

const MS_PRODUCT = /^(?:9[A-Z0-9]{11}|XP[A-Z0-9]{12})$/i;

const microsoftStore: Platform = {
  name: 'Microsoft Store',
  hosts: ['apps.microsoft.com', 'microsoft.com'],
  match(p) {
    // apps.microsoft.com/detail/<id>, …/store/detail/<slug>/<id>, microsoft.com/<locale>/p/<slug>/<id>,
    // microsoft.com/store/apps/<id>, microsoft.com/store/productId/<id>.
    const storePath = p.host === 'apps.microsoft.com' || p.segments.some((s) => ['p', 'store'].includes(s.toLowerCase()));
    const id = storePath ? p.segments.find((s) => MS_PRODUCT.test(s))?.toUpperCase() : undefined;
    return id ? hit('MICROSOFT_APP_STORE', `apps.microsoft.com/detail/${id}`, { identifier: id, identifierType: 'productId', model: 'app' }) : null;
  },
};

const edgeAddons: Platform = {
  name: 'Microsoft Edge Add-ons',
  hosts: ['microsoftedge.microsoft.com'],
  match(p) {
    if (!is(p, 0, 'addons')) return null;
    const [a, b] = after(p, 'detail');
    const id = [b, a].find((s) => s !== undefined && /^[a-z]{32}$/i.test(s))?.toLowerCase();
    if (!id) return null;
    return hit('PAGE', `https://microsoftedge.microsoft.com/addons/detail/${id}`, {
      identifier: id, identifierType: 'extensionId', model: 'addon', metadata: { platform: 'microsoft-edge-addons' },
    });
  },
};

export const storePlatforms: readonly Platform[] = [
  chromeWebStore, mozillaAddons, operaAddons, appleAppStore, googlePlay, amazonAppstore, microsoftStore, edgeAddons,
];
