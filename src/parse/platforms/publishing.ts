// Communities and publishing: Reddit, LinkedIn, Medium, Substack, Quora, Patreon, Teachable.
import { hit, is, lowerSeg, param, seg, type Platform, type WebParts } from './rule';

const SUBREDDIT = /^[A-Za-z0-9_]{2,21}$/;
const REDDIT_ID = /^[a-z0-9]{1,12}$/i;

function redditThread(p: WebParts, at: number, sub: string | null) {
  const id = lowerSeg(p, at, REDDIT_ID);
  if (!id) return null;
  const base = sub ? `reddit.com/r/${sub}/comments/${id}` : `reddit.com/comments/${id}`;
  const metadata = sub ? { subreddit: sub } : undefined;
  // A comment link is `…/comments/<post>/<slug>/<comment>` or the newer `…/comments/<post>/comment/<comment>`.
  const comment = lowerSeg(p, at + 2, REDDIT_ID);
  if (comment && p.segments.length === at + 3) {
    return hit('REDDIT', `${base}/comment/${comment}`, { identifier: comment, identifierType: 'commentId', model: 'comment', metadata: { ...metadata, postId: id } });
  }
  return hit('REDDIT', base, { identifier: id, identifierType: 'postId', model: 'post', ...(metadata ? { metadata } : {}) });
}

const reddit: Platform = {
  name: 'Reddit',
  hosts: ['reddit.com', 'old.reddit.com', 'new.reddit.com', 'np.reddit.com', 'redd.it'],
  match(p) {
    if (p.host === 'redd.it') return redditThread(p, 0, null);
    const first = p.segments[0]?.toLowerCase();
    if (first === 'comments') return redditThread(p, 1, null);
    if (first === 'u' || first === 'user') {
      const user = lowerSeg(p, 1, /^[A-Za-z0-9_-]{3,20}$/);
      return user ? hit('REDDIT', `reddit.com/user/${user}`, { identifier: user, identifierType: 'username', model: 'profile' }) : null;
    }
    const sub = first === 'r' ? lowerSeg(p, 1, SUBREDDIT) : null;
    if (!sub) return null;
    if (is(p, 2, 'comments')) return redditThread(p, 3, sub);
    if (p.segments.length > 2 && !is(p, 2, 'new') && !is(p, 2, 'top') && !is(p, 2, 'hot') && !is(p, 2, 'wiki')) return null;
    return hit('REDDIT', `reddit.com/r/${sub}`, { identifier: sub, identifierType: 'subredditName', model: 'subreddit' });
  },
};

const LINKEDIN_SLUG = /^[A-Za-z0-9_%.-]{2,120}$/;

const linkedin: Platform = {
  name: 'LinkedIn',
  hosts: ['linkedin.com'],
  hostPattern: /^[a-z]{2}\.linkedin\.com$/,
  match(p) {
    const first = p.segments[0]?.toLowerCase();
    const slug = lowerSeg(p, 1, LINKEDIN_SLUG);
    if (!slug) return null;
    if (first === 'in') return hit('LINKEDIN', `linkedin.com/in/${slug}`, { identifier: slug, identifierType: 'username', model: 'profile' });
    if (first === 'company' || first === 'school' || first === 'showcase') {
      return hit('LINKEDIN', `linkedin.com/${first}/${slug}`, { identifier: slug, identifierType: 'companyName', model: 'business-profile' });
    }
    if (first === 'posts') return hit('LINKEDIN', `linkedin.com/posts/${slug}`, { identifier: slug, identifierType: 'postId', model: 'post' });
    if (first === 'pulse') return hit('LINKEDIN', `linkedin.com/pulse/${slug}`, { identifier: slug, identifierType: 'articleSlug', model: 'Article' });
    if (first === 'groups' && /^\d+$/.test(slug)) return hit('LINKEDIN', `linkedin.com/groups/${slug}`, { identifier: slug, identifierType: 'groupId', model: 'group' });
    const activity = first === 'feed' && slug === 'update' ? /^urn:li:activity:(\d{5,25})$/i.exec(p.segments[2] ?? '') : null;
    if (activity?.[1]) {
      return hit('LINKEDIN', `linkedin.com/feed/update/urn:li:activity:${activity[1]}`, { identifier: activity[1], identifierType: 'postId', model: 'post' });
    }
    return null;
  },
};

const MEDIUM_USER = /^@[A-Za-z0-9._]{1,30}$/;
const MEDIUM_RESERVED = new Set([
  'm', 'about', 'search', 'me', 'membership', 'plans', 'creators', 'tag', 'topic', 'topics', 'policy', 'new-story',
  'signin', 'mobile', 'browse', 'hc', 'jobs-at-medium', 'p', 'business', 'verified-authors', 'partner-program',
]);
/** Medium article slugs end in a hex post id: `my-title-1a2b3c4d5e6f`. */
const ARTICLE_ID = /(?:^|-)([0-9a-f]{8,12})$/;

function mediumArticle(slug: string | undefined, metadata: Record<string, string>) {
  const id = slug === undefined ? undefined : ARTICLE_ID.exec(slug.toLowerCase())?.[1];
  // `medium.com/p/<id>` redirects to the article wherever it lives, so it is the canonical form.
  return id ? hit('MEDIUM', `medium.com/p/${id}`, { identifier: id, identifierType: 'articleId', model: 'Article', metadata }) : null;
}

const medium: Platform = {
  name: 'Medium',
  hosts: ['medium.com'],
  hostPattern: /^(?!www\.|help\.|policy\.|blog\.)[a-z0-9-]{1,60}\.medium\.com$/,
  match(p) {
    if (p.host !== 'medium.com') {
      const sub = p.host.slice(0, -'.medium.com'.length);
      if (p.segments.length === 0) return hit('MEDIUM', `${sub}.medium.com`, { identifier: sub, identifierType: 'username', model: 'profile' });
      return mediumArticle(p.segments[0], { author: sub });
    }
    if (is(p, 0, 'p')) return mediumArticle(p.segments[1], {});
    const user = lowerSeg(p, 0, MEDIUM_USER);
    if (user) {
      if (p.segments.length >= 2) return mediumArticle(p.segments[1], { author: user.slice(1) });
      return hit('MEDIUM', `medium.com/${user}`, { identifier: user.slice(1), identifierType: 'username', model: 'profile' });
    }
    const publication = lowerSeg(p, 0, /^[a-z0-9-]{1,60}$/i);
    if (!publication || MEDIUM_RESERVED.has(publication)) return null;
    if (p.segments.length >= 2) return mediumArticle(p.segments[1], { publication });
    // Medium's own API calls a publication a "collection".
    return hit('MEDIUM', `medium.com/${publication}`, { identifier: publication, identifierType: 'publication', model: 'collection' });
  },
};

const substack: Platform = {
  name: 'Substack',
  hosts: ['substack.com'],
  hostPattern: /^(?!www\.|open\.|on\.|support\.|cdn\.)[a-z0-9-]{1,63}\.substack\.com$/,
  match(p) {
    if (p.host === 'substack.com') {
      const user = lowerSeg(p, 0, /^@[A-Za-z0-9_]{1,50}$/);
      return user ? hit('SUBSTACK', `substack.com/${user}`, { identifier: user.slice(1), identifierType: 'username', model: 'profile' }) : null;
    }
    const publication = p.host.slice(0, -'.substack.com'.length);
    if (p.segments.length === 0) return hit('SUBSTACK', p.host, { identifier: publication, identifierType: 'publication', model: 'profile' });
    const slug = is(p, 0, 'p') ? lowerSeg(p, 1, /^[A-Za-z0-9_-]{1,200}$/) : null;
    return slug ? hit('SUBSTACK', `${p.host}/p/${slug}`, { identifier: slug, identifierType: 'articleSlug', model: 'Article', metadata: { publication } }) : null;
  },
};

const quora: Platform = {
  name: 'Quora',
  hosts: ['quora.com'],
  hostPattern: /^(?!www\.)[a-z0-9-]{3,60}\.quora\.com$/,
  match(p) {
    if (p.host !== 'quora.com') {
      const space = p.host.slice(0, -'.quora.com'.length);
      return p.segments.length === 0 ? hit('QUORA', `quora.com/q/${space}`, { identifier: space, identifierType: 'spaceName', model: 'space' }) : null;
    }
    if (is(p, 0, 'profile')) {
      // Profile slugs keep their case (`Jane-Doe-12`): Quora shows them that way and redirects other spellings.
      const name = seg(p, 1, /^[A-Za-z0-9-]{1,100}$/);
      return name ? hit('QUORA', `quora.com/profile/${name}`, { identifier: name, identifierType: 'username', model: 'profile' }) : null;
    }
    if (is(p, 0, 'q')) {
      const space = lowerSeg(p, 1, /^[A-Za-z0-9-]{3,60}$/);
      return space ? hit('QUORA', `quora.com/q/${space}`, { identifier: space, identifierType: 'spaceName', model: 'space' }) : null;
    }
    const question = p.segments.length === 1 ? seg(p, 0, /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+){2,}$/) : null;
    return question ? hit('QUORA', `quora.com/${question}`, { identifier: question, identifierType: 'questionSlug', model: 'post' }) : null;
  },
};

const PATREON_RESERVED = new Set([
  'login', 'signup', 'home', 'explore', 'posts', 'search', 'about', 'policy', 'c', 'messages', 'settings',
  'notifications', 'create', 'pricing', 'apps', 'product', 'legal', 'careers', 'checkout', 'join', 'user', 'u',
  'api', 'm', 'becomepatron', 'library', 'collection', 'membership',
]);

const patreon: Platform = {
  name: 'Patreon',
  hosts: ['patreon.com'],
  match(p) {
    if (is(p, 0, 'posts')) {
      const slug = lowerSeg(p, 1, /^(?:[a-z0-9-]*-)?\d{3,15}$/i);
      const id = slug?.match(/(\d+)$/)?.[1];
      return slug && id ? hit('PATREON', `patreon.com/posts/${slug}`, { identifier: id, identifierType: 'postId', model: 'post' }) : null;
    }
    if (is(p, 0, 'user')) {
      const id = param(p, 'u', /^\d{1,15}$/);
      return id ? hit('PATREON', `patreon.com/user?u=${id}`, { identifier: id, identifierType: 'userId', model: 'profile' }) : null;
    }
    const creator = lowerSeg(p, is(p, 0, 'c') ? 1 : 0, /^[A-Za-z0-9_]{1,64}$/);
    if (!creator || (!is(p, 0, 'c') && PATREON_RESERVED.has(creator))) return null;
    return hit('PATREON', `patreon.com/c/${creator}`, { identifier: creator, identifierType: 'username', model: 'profile' });
  },
};

const teachable: Platform = {
  name: 'Teachable',
  hostPattern: /^(?!www\.|support\.|sso\.)[a-z0-9-]{1,63}\.teachable\.com$/,
  match(p) {
    const school = p.host.slice(0, -'.teachable.com'.length);
    if (p.segments.length === 0) return hit('TEACHABLE', p.host, { identifier: school, identifierType: 'schoolName' });
    const course = is(p, 0, 'p') || is(p, 0, 'courses') ? lowerSeg(p, 1, /^[A-Za-z0-9_-]{1,200}$/) : null;
    return course ? hit('TEACHABLE', `${p.host}/p/${course}`, { identifier: course, identifierType: 'courseSlug', metadata: { school } }) : null;
  },
};

export const publishingPlatforms: readonly Platform[] = [reddit, linkedin, medium, substack, quora, patreon, teachable];
