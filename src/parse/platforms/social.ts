// Social networks: X/Twitter, Threads, Instagram, Facebook, TikTok, Bluesky, Snapchat, Pinterest.
import { hit, is, lowerSeg, param, seg, type Platform, type WebParts } from './rule';

const DIGITS = /^\d{1,25}$/;

const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const TWITTER_RESERVED = new Set([
  'home', 'explore', 'notifications', 'messages', 'i', 'settings', 'search', 'intent', 'share', 'hashtag', 'login',
  'logout', 'signup', 'tos', 'privacy', 'compose', 'about', 'jobs', 'download', 'account', 'following', 'followers',
]);

function twitterInternal(p: WebParts) {
  const id = seg(p, 2, DIGITS);
  if (is(p, 1, 'web') && is(p, 2, 'status')) {
    const post = seg(p, 3, DIGITS);
    return post ? hit('TWITTER', `twitter.com/i/web/status/${post}`, { identifier: post, identifierType: 'postId', model: 'post' }) : null;
  }
  if (is(p, 1, 'lists') && id) return hit('TWITTER', `twitter.com/i/lists/${id}`, { identifier: id, identifierType: 'listId', model: 'list' });
  if (is(p, 1, 'communities') && id) {
    return hit('TWITTER', `twitter.com/i/communities/${id}`, { identifier: id, identifierType: 'communityId', model: 'community' });
  }
  const space = seg(p, 2, /^[A-Za-z0-9]{10,20}$/);
  if (is(p, 1, 'spaces') && space) return hit('TWITTER', `twitter.com/i/spaces/${space}`, { identifier: space, identifierType: 'spaceId', model: 'space' });
  return null;
}

const twitter: Platform = {
  name: 'X (Twitter)',
  hosts: ['twitter.com', 'x.com'],
  match(p) {
    if (is(p, 0, 'i')) return twitterInternal(p);
    const user = lowerSeg(p, 0, TWITTER_HANDLE);
    if (!user || TWITTER_RESERVED.has(user)) return null;
    if (is(p, 1, 'status') || is(p, 1, 'statuses')) {
      const id = seg(p, 2, DIGITS);
      if (!id) return null;
      return hit('TWITTER', `twitter.com/${user}/status/${id}`, { identifier: id, identifierType: 'postId', model: 'post', metadata: { username: user } });
    }
    return hit('TWITTER', `twitter.com/${user}`, { identifier: user, identifierType: 'username', model: 'profile' });
  },
};

const AT_HANDLE = /^@[A-Za-z0-9._]{1,30}$/;

const threads: Platform = {
  name: 'Threads',
  hosts: ['threads.net', 'threads.com'],
  match(p) {
    const user = lowerSeg(p, 0, AT_HANDLE);
    if (!user) return null;
    const post = is(p, 1, 'post') ? seg(p, 2, /^[A-Za-z0-9_-]{5,40}$/) : null;
    if (post) return hit('THREADS', `threads.net/${user}/post/${post}`, { identifier: post, identifierType: 'postId', model: 'post', metadata: { username: user.slice(1) } });
    return hit('THREADS', `threads.net/${user}`, { identifier: user.slice(1), identifierType: 'username', model: 'profile' });
  },
};

const INSTAGRAM_USER = /^[A-Za-z0-9._]{1,30}$/;
const INSTAGRAM_RESERVED = new Set([
  'p', 'reel', 'reels', 'tv', 'explore', 'accounts', 'stories', 'direct', 'about', 'developer', 'legal', 'web',
  'challenge', 'graphql', 'api', 'static', 'emails', 'session', 'oauth', 'press', 'privacy', 'terms',
]);
const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;

const instagram: Platform = {
  name: 'Instagram',
  hosts: ['instagram.com', 'instagr.am'],
  match(p) {
    // `/p/CODE`, `/reel/CODE`, and the same under a username: `/user/p/CODE`.
    const at = is(p, 0, 'p') || is(p, 0, 'reel') || is(p, 0, 'reels') || is(p, 0, 'tv') ? 0 : 1;
    const kind = p.segments[at]?.toLowerCase();
    const code = seg(p, at + 1, SHORTCODE);
    if (code && (kind === 'p' || kind === 'tv')) return hit('INSTAGRAM', `instagram.com/p/${code}`, { identifier: code, identifierType: 'postId', model: 'post' });
    if (code && (kind === 'reel' || kind === 'reels')) return hit('INSTAGRAM', `instagram.com/reel/${code}`, { identifier: code, identifierType: 'postId', model: 'video' });
    const user = is(p, 0, 'stories') ? lowerSeg(p, 1, INSTAGRAM_USER) : lowerSeg(p, 0, INSTAGRAM_USER);
    if (!user || INSTAGRAM_RESERVED.has(user)) return null;
    return hit('INSTAGRAM', `instagram.com/${user}`, { identifier: user, identifierType: 'username', model: 'profile' });
  },
};

const FACEBOOK_NAME = /^[A-Za-z0-9.-]{3,50}$/;
const FACEBOOK_RESERVED = new Set([
  'login', 'watch', 'marketplace', 'gaming', 'help', 'policies', 'privacy', 'pages', 'events', 'share', 'sharer',
  'dialog', 'plugins', 'business', 'groups', 'photo', 'hashtag', 'reel', 'reels', 'stories', 'friends', 'settings',
  'notifications', 'messages', 'bookmarks', 'ads', 'legal', 'terms', 'about', 'careers', 'recover', 'search',
  'fundraisers', 'saved', 'memories', 'live', 'people', 'profile', 'home', 'l', 'video', 'videos', 'media', 'story',
]);

const facebook: Platform = {
  name: 'Facebook',
  hosts: ['facebook.com', 'fb.com', 'web.facebook.com'],
  match(p) {
    const first = p.segments[0]?.toLowerCase();
    if (first === 'profile.php') {
      const id = param(p, 'id', DIGITS);
      return id ? hit('FACEBOOK', `facebook.com/profile.php?id=${id}`, { identifier: id, identifierType: 'userId', model: 'profile' }) : null;
    }
    if (first === 'groups') {
      const group = lowerSeg(p, 1, /^[A-Za-z0-9.]{1,100}$/);
      return group ? hit('FACEBOOK', `facebook.com/groups/${group}`, { identifier: group, identifierType: 'groupId', model: 'group' }) : null;
    }
    if (first === 'watch') {
      const v = param(p, 'v', DIGITS);
      return v ? hit('FACEBOOK', `facebook.com/watch?v=${v}`, { identifier: v, identifierType: 'videoId', model: 'video' }) : null;
    }
    if (first === 'reel') {
      const id = seg(p, 1, DIGITS);
      return id ? hit('FACEBOOK', `facebook.com/reel/${id}`, { identifier: id, identifierType: 'videoId', model: 'video' }) : null;
    }
    if (first === 'pages') {
      // Legacy page URL `/pages/Name/123`: the number is the page; `facebook.com/123` opens it.
      const id = seg(p, 2, DIGITS);
      return id ? hit('FACEBOOK', `facebook.com/${id}`, { identifier: id, identifierType: 'pageId', model: 'business-profile' }) : null;
    }
    const name = lowerSeg(p, 0, FACEBOOK_NAME);
    if (!name || FACEBOOK_RESERVED.has(name) || name.endsWith('.php')) return null;
    const item = seg(p, 2, /^[A-Za-z0-9]{5,80}$/);
    if (is(p, 1, 'posts') && item) return hit('FACEBOOK', `facebook.com/${name}/posts/${item}`, { identifier: item, identifierType: 'postId', model: 'post', metadata: { username: name } });
    if (is(p, 1, 'videos') && item) return hit('FACEBOOK', `facebook.com/${name}/videos/${item}`, { identifier: item, identifierType: 'videoId', model: 'video', metadata: { username: name } });
    return hit('FACEBOOK', `facebook.com/${name}`, { identifier: name, identifierType: 'username', model: 'profile' });
  },
};

const tiktok: Platform = {
  name: 'TikTok',
  hosts: ['tiktok.com'],
  match(p) {
    const user = lowerSeg(p, 0, /^@[A-Za-z0-9._]{1,24}$/);
    if (!user) return null;
    const id = seg(p, 2, DIGITS);
    if (is(p, 1, 'video') && id) return hit('TIKTOK', `tiktok.com/${user}/video/${id}`, { identifier: id, identifierType: 'videoId', model: 'video', metadata: { username: user.slice(1) } });
    if (is(p, 1, 'photo') && id) return hit('TIKTOK', `tiktok.com/${user}/photo/${id}`, { identifier: id, identifierType: 'postId', model: 'post', metadata: { username: user.slice(1) } });
    return hit('TIKTOK', `tiktok.com/${user}`, { identifier: user.slice(1), identifierType: 'username', model: 'profile' });
  },
};

const BSKY_ACTOR = /^(?:did:plc:[a-z2-7]{24}|did:web:[a-z0-9.-]+|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62})$/i;

const bluesky: Platform = {
  name: 'Bluesky',
  hosts: ['bsky.app'],
  match(p) {
    const actor = is(p, 0, 'profile') ? lowerSeg(p, 1, BSKY_ACTOR) : null;
    if (!actor) return null;
    const identifierType = actor.startsWith('did:') ? 'did' : 'username';
    const rkey = seg(p, 3, /^[a-z2-7]{13}$/);
    const base = `bsky.app/profile/${actor}`;
    if (is(p, 2, 'post') && rkey) return hit('BLUESKY', `${base}/post/${rkey}`, { identifier: rkey, identifierType: 'postId', model: 'post', metadata: { [identifierType]: actor } });
    if (is(p, 2, 'lists') && rkey) return hit('BLUESKY', `${base}/lists/${rkey}`, { identifier: rkey, identifierType: 'listId', model: 'list', metadata: { [identifierType]: actor } });
    return hit('BLUESKY', base, { identifier: actor, identifierType, model: 'profile' });
  },
};

const snapchat: Platform = {
  name: 'Snapchat',
  hosts: ['snapchat.com'],
  match(p) {
    const at = lowerSeg(p, 0, /^@[A-Za-z][A-Za-z0-9._-]{2,14}$/);
    const user = at ? at.slice(1) : is(p, 0, 'add') ? lowerSeg(p, 1, /^[A-Za-z][A-Za-z0-9._-]{2,14}$/) : null;
    return user ? hit('SNAPCHAT', `snapchat.com/add/${user}`, { identifier: user, identifierType: 'username', model: 'profile' }) : null;
  },
};

const PINTEREST_RESERVED = new Set(['pin', 'search', 'ideas', 'today', 'business', 'settings', 'login', 'explore', 'categories', 'topics', 'about', '_']);

const pinterest: Platform = {
  name: 'Pinterest',
  hosts: ['pinterest.com'],
  hostPattern: /^(?:[a-z]{2}\.)?pinterest\.(?:com|co\.uk|de|fr|ca|com\.au|es|it|jp|com\.mx|ch|at|nz|ie|pt|se|dk|cl|ph|co\.kr)$/,
  match(p) {
    if (is(p, 0, 'pin')) {
      const id = seg(p, 1, /^[A-Za-z0-9_-]{5,40}$/);
      return id ? hit('PINTEREST', `pinterest.com/pin/${id}`, { identifier: id, identifierType: 'postId', model: 'post' }) : null;
    }
    const user = lowerSeg(p, 0, /^[A-Za-z0-9_]{3,30}$/);
    if (!user || PINTEREST_RESERVED.has(user)) return null;
    const board = lowerSeg(p, 1, /^[A-Za-z0-9_-]{1,100}$/);
    if (board) return hit('PINTEREST', `pinterest.com/${user}/${board}`, { identifier: `${user}/${board}`, identifierType: 'boardName', model: 'collection' });
    return hit('PINTEREST', `pinterest.com/${user}`, { identifier: user, identifierType: 'username', model: 'profile' });
  },
};

export const socialPlatforms: readonly Platform[] = [twitter, threads, instagram, facebook, tiktok, bluesky, snapchat, pinterest];
