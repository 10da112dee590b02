// Forms, chat widgets, web3 sites and archives: Google Forms, Jotform, Tawk.to, OpenSea, DeBank, Farcaster,
// Primal (Nostr), DeSo, and Wayback Machine snapshots.
import { hit, is, lowerSeg, seg, type Platform } from './rule';

const googleForm: Platform = {
  name: 'Google Forms',
  hosts: ['docs.google.com', 'forms.gle'],
  match(p) {
    if (p.host === 'forms.gle') {
      const code = seg(p, 0, /^[A-Za-z0-9]{6,30}$/);
      return code ? hit('GOOGLE_FORM', `forms.gle/${code}`, { identifier: code, identifierType: 'shortCode' }) : null;
    }
    if (!is(p, 0, 'forms') || !is(p, 1, 'd')) return null;
    // `/forms/d/e/<id>/viewform` is the published form; `/forms/d/<id>/edit` is the editor's id of it.
    const published = is(p, 2, 'e');
    const id = seg(p, published ? 3 : 2, /^[A-Za-z0-9_-]{20,100}$/);
    if (!id) return null;
    return hit('GOOGLE_FORM', `docs.google.com/forms/d/${published ? 'e/' : ''}${id}`, { identifier: id, identifierType: 'formId' });
  },
};

const jotform: Platform = {
  name: 'Jotform',
  hosts: ['jotform.com', 'form.jotform.com', 'eu.jotform.com', 'jotformeu.com', 'form.jotformeu.com', 'pci.jotform.com'],
  match(p) {
    const id = seg(p, is(p, 0, 'form') ? 1 : 0, /^\d{10,20}$/);
    return id ? hit('JOTFORM', `form.jotform.com/${id}`, { identifier: id, identifierType: 'formId' }) : null;
  },
};

const tawkTo: Platform = {
  name: 'Tawk.to',
  hosts: ['tawk.to', 'embed.tawk.to'],
  match(p) {
    const at = p.host === 'tawk.to' && is(p, 0, 'chat') ? 1 : p.host === 'embed.tawk.to' ? 0 : -1;
    const property = at >= 0 ? lowerSeg(p, at, /^[a-f0-9]{24}$/i) : null;
    const widget = at >= 0 ? lowerSeg(p, at + 1, /^[a-z0-9]{4,20}$/i) : null;
    if (!property || !widget) return null;
    return hit('TAWK_TO', `tawk.to/chat/${property}/${widget}`, { identifier: property, identifierType: 'propertyId', metadata: { widgetId: widget } });
  },
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const OPENSEA_RESERVED = new Set([
  'collection', 'assets', 'item', 'explore', 'rankings', 'activity', 'account', 'learn', 'blog', 'drops', 'stats',
  'solana', 'about', 'login', 'studio', 'create', 'token', 'tokens', 'category', 'collections', 'rewards', 'swap',
  'profile', 'settings', 'accounts', 'partners', 'careers', 'privacy', 'tos',
]);

const opensea: Platform = {
  name: 'OpenSea',
  hosts: ['opensea.io'],
  match(p) {
    const first = p.segments[0]?.toLowerCase();
    if (first === 'collection') {
      const slug = lowerSeg(p, 1, /^[A-Za-z0-9_-]{1,100}$/);
      return slug ? hit('OPENSEA', `opensea.io/collection/${slug}`, { identifier: slug, identifierType: 'collectionSlug', model: 'collection' }) : null;
    }
    if (first === 'assets' || first === 'item') {
      const chain = lowerSeg(p, 1, /^[a-z0-9_-]{2,30}$/i);
      const contract = lowerSeg(p, 2, ADDRESS);
      const token = seg(p, 3, /^\d{1,80}$/);
      if (!chain || !contract || !token) return null;
      return hit('OPENSEA', `opensea.io/assets/${chain}/${contract}/${token}`, {
        identifier: `${contract}/${token}`, identifierType: 'tokenId', metadata: { chain, contract },
      });
    }
    const address = lowerSeg(p, 0, ADDRESS);
    if (address) return hit('OPENSEA', `opensea.io/${address}`, { identifier: address, identifierType: 'address', model: 'profile' });
    const user = lowerSeg(p, 0, /^[A-Za-z0-9_-]{3,50}$/);
    if (!user || OPENSEA_RESERVED.has(user)) return null;
    return hit('OPENSEA', `opensea.io/${user}`, { identifier: user, identifierType: 'username', model: 'profile' });
  },
};

const debank: Platform = {
  name: 'DeBank',
  hosts: ['debank.com'],
  match(p) {
    const address = is(p, 0, 'profile') ? lowerSeg(p, 1, ADDRESS) : null;
    return address ? hit('DEBANK', `debank.com/profile/${address}`, { identifier: address, identifierType: 'address', model: 'profile' }) : null;
  },
};

const FARCASTER_RESERVED = new Set(['~', 'settings', 'notifications', 'inbox', 'login', 'search', 'explore', 'compose']);

const farcaster: Platform = {
  name: 'Farcaster',
  hosts: ['warpcast.com', 'farcaster.xyz'],
  match(p) {
    if (is(p, 0, '~') && is(p, 1, 'channel')) {
      const channel = lowerSeg(p, 2, /^[a-z0-9-]{1,32}$/i);
      return channel ? hit('FARCASTER', `warpcast.com/~/channel/${channel}`, { identifier: channel, identifierType: 'channelName', model: 'channel' }) : null;
    }
    const user = lowerSeg(p, 0, /^[a-z0-9][a-z0-9-]{0,15}(?:\.eth)?$/i);
    if (!user || FARCASTER_RESERVED.has(user)) return null;
    const cast = lowerSeg(p, 1, /^0x[0-9a-f]{8,40}$/i);
    if (cast) return hit('FARCASTER', `warpcast.com/${user}/${cast}`, { identifier: cast, identifierType: 'castHash', model: 'post', metadata: { username: user } });
    return hit('FARCASTER', `warpcast.com/${user}`, { identifier: user, identifierType: 'username', model: 'profile' });
  },
};

const PRIMAL_RESERVED = new Set([
  'p', 'e', 'a', 'home', 'explore', 'search', 'settings', 'messages', 'notifications', 'downloads', 'feeds',
  'reads', 'premium', 'bookmarks', 'legal', 'terms', 'privacy', 'support', 'login',
]);

const primal: Platform = {
  name: 'Primal',
  hosts: ['primal.net'],
  match(p) {
    // Nostr identifiers are bech32 (lower-case by definition): npub for people, note/nevent for posts.
    if (is(p, 0, 'p')) {
      const key = lowerSeg(p, 1, /^(?:npub1|nprofile1)[a-z0-9]{20,400}$/i);
      return key ? hit('PRIMAL', `primal.net/p/${key}`, { identifier: key, identifierType: 'publicKey', model: 'profile' }) : null;
    }
    if (is(p, 0, 'e')) {
      const note = lowerSeg(p, 1, /^(?:note1|nevent1)[a-z0-9]{20,400}$/i);
      return note ? hit('PRIMAL', `primal.net/e/${note}`, { identifier: note, identifierType: 'noteId', model: 'post' }) : null;
    }
    const user = lowerSeg(p, 0, /^[A-Za-z0-9_.-]{1,50}$/);
    if (!user || PRIMAL_RESERVED.has(user)) return null;
    return hit('PRIMAL', `primal.net/${user}`, { identifier: user, identifierType: 'username', model: 'profile' });
  },
};

const deso: Platform = {
  name: 'DeSo',
  hosts: ['diamondapp.com', 'node.deso.org', 'desocialworld.com'],
  match(p) {
    if (is(p, 0, 'u')) {
      const user = lowerSeg(p, 1, /^[A-Za-z0-9_]{1,30}$/);
      return user ? hit('DESO', `diamondapp.com/u/${user}`, { identifier: user, identifierType: 'username', model: 'profile' }) : null;
    }
    const post = is(p, 0, 'posts') ? lowerSeg(p, 1, /^[0-9a-f]{64}$/i) : null;
    return post ? hit('DESO', `diamondapp.com/posts/${post}`, { identifier: post, identifierType: 'postHash', model: 'post' }) : null;
  },
};

const archiveOrg: Platform = {
  name: 'Wayback Machine',
  hosts: ['web.archive.org'],
  match(p) {
    // `/web/<timestamp>[modifier_]/<archived URL>`: the archived URL keeps its own `//`, so read the raw path.
    const m = /^\/web\/(\d{1,14})(?:[a-z]{2}_)?\/(.+)$/.exec(p.path);
    if (!m?.[1] || !m[2]) return null;
    const archived = `${m[2]}${p.search}`;
    return hit('ARCHIVE_ORG', `web.archive.org/web/${m[1]}/${archived}`, { identifier: m[1], identifierType: 'timestamp', metadata: { url: archived } });
  },
};

export const otherPlatforms: readonly Platform[] = [
  googleForm, jotform, tawkTo, opensea, debank, farcaster, primal, deso, archiveOrg,
];
