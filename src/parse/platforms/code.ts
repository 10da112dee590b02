// Code hosting and package registries: GitHub (an AssetType of its own), and GitLab, npm and PyPI, which have
// no AssetType spelling in the reference; those come back as PAGE with identifiers and `metadata.platform`.
import { hit, is, lowerSeg, safeDecode, seg, type Platform } from './rule';

const GITHUB_OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;
const GITHUB_RESERVED = new Set([
  'about', 'login', 'logout', 'join', 'signup', 'features', 'pricing', 'marketplace', 'explore', 'topics', 'trending',
  'settings', 'orgs', 'organizations', 'sponsors', 'enterprise', 'security', 'site', 'contact', 'notifications',
  'issues', 'pulls', 'new', 'codespaces', 'collections', 'events', 'search', 'apps', 'customer-stories', 'readme',
  'team', 'home', 'dashboard', 'stars', 'watching', 'account', 'session', 'sessions', 'copilot', 'resources',
  'solutions', 'partners', 'education', 'mobile', 'premium-support', 'users', 'password_reset', 'github',
]);

const github: Platform = {
  name: 'GitHub',
  hosts: ['github.com'],
  match(p) {
    const first = p.segments[0]?.toLowerCase();
    if (first === 'apps' || first === 'marketplace') {
      const app = lowerSeg(p, 1, /^[A-Za-z0-9-]{1,100}$/);
      return app ? hit('GITHUB', `github.com/${first}/${app}`, { identifier: app, identifierType: 'appName', model: 'app' }) : null;
    }
    const profileAt = first === 'orgs' || first === 'sponsors' ? 1 : 0;
    const owner = lowerSeg(p, profileAt, GITHUB_OWNER);
    if (!owner || (profileAt === 0 && GITHUB_RESERVED.has(owner))) return null;
    const rawRepo = profileAt === 0 ? lowerSeg(p, 1, REPO) : null;
    const repo = rawRepo?.replace(/\.git$/, '');
    if (!repo || repo === '.' || repo === '..') {
      return hit('GITHUB', `github.com/${owner}`, { identifier: owner, identifierType: 'username', model: 'profile' });
    }
    const full = `${owner}/${repo}`;
    const number = seg(p, 3, /^\d{1,10}$/);
    const kinds = { issues: ['issue', 'issueNumber'], pull: ['pull-request', 'pullRequestNumber'], discussions: ['discussion', 'discussionNumber'] } as const;
    const kind = p.segments[2]?.toLowerCase();
    if (number && (kind === 'issues' || kind === 'pull' || kind === 'discussions')) {
      const [model, identifierType] = kinds[kind];
      return hit('GITHUB', `github.com/${full}/${kind}/${number}`, { identifier: number, identifierType, model, metadata: { repository: full } });
    }
    return hit('GITHUB', `github.com/${full}`, { identifier: full, identifierType: 'repository', model: 'repository' });
  },
};

const GITLAB_PART = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,254}$/;
const GITLAB_RESERVED = new Set(['explore', 'help', 'dashboard', 'search', 'users', 'groups', 'projects', 'admin', 'profile', '-']);

const gitlab: Platform = {
  name: 'GitLab',
  hosts: ['gitlab.com'],
  match(p) {
    // Namespaces nest (`group/subgroup/project`); `/-/` separates the project path from its pages.
    const dash = p.segments.indexOf('-');
    const path = (dash < 0 ? p.segments : p.segments.slice(0, dash)).map((s) => s.toLowerCase());
    if (path.length === 0 || !path.every((s) => GITLAB_PART.test(s)) || GITLAB_RESERVED.has(path[0] ?? '')) return null;
    const joined = path.join('/');
    const metadata = { platform: 'gitlab' };
    if (path.length === 1) return hit('PAGE', `https://gitlab.com/${joined}`, { identifier: joined, identifierType: 'username', model: 'profile', metadata });
    const kind = dash < 0 ? undefined : p.segments[dash + 1];
    const number = dash < 0 ? null : seg(p, dash + 2, /^\d{1,10}$/);
    if (number && (kind === 'issues' || kind === 'merge_requests')) {
      const model = kind === 'issues' ? 'issue' : 'pull-request';
      return hit('PAGE', `https://gitlab.com/${joined}/-/${kind}/${number}`, {
        identifier: number, identifierType: kind === 'issues' ? 'issueNumber' : 'mergeRequestNumber', model, metadata: { ...metadata, repository: joined },
      });
    }
    return hit('PAGE', `https://gitlab.com/${joined}`, { identifier: joined, identifierType: 'repository', model: 'repository', metadata });
  },
};

const NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

const npm: Platform = {
  name: 'npm',
  hosts: ['npmjs.com'],
  match(p) {
    const metadata = { platform: 'npm' };
    if (is(p, 0, 'package')) {
      const scoped = p.segments[1]?.startsWith('@') ? `${p.segments[1]}/${p.segments[2] ?? ''}` : p.segments[1] ?? '';
      const name = safeDecode(scoped)?.toLowerCase() ?? '';
      if (!NPM_NAME.test(name) || name.length > 214) return null;
      return hit('PAGE', `https://www.npmjs.com/package/${name}`, { identifier: name, identifierType: 'packageName', metadata });
    }
    const user = lowerSeg(p, 0, /^~[a-z0-9][a-z0-9._-]{0,213}$/i);
    return user ? hit('PAGE', `https://www.npmjs.com/${user}`, { identifier: user.slice(1), identifierType: 'username', model: 'profile', metadata }) : null;
  },
};

const pypi: Platform = {
  name: 'PyPI',
  hosts: ['pypi.org'],
  match(p) {
    const metadata = { platform: 'pypi' };
    const name = is(p, 0, 'project') ? seg(p, 1, /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,200}[A-Za-z0-9])?$/) : null;
    if (name) {
      // PEP 503 normalisation: case-insensitive, and runs of `-`, `_`, `.` are one separator.
      const normal = name.toLowerCase().replace(/[-_.]+/g, '-');
      return hit('PAGE', `https://pypi.org/project/${normal}/`, { identifier: normal, identifierType: 'packageName', metadata });
    }
    const user = is(p, 0, 'user') ? lowerSeg(p, 1, /^[A-Za-z0-9._-]{1,50}$/) : null;
    return user ? hit('PAGE', `https://pypi.org/user/${user}/`, { identifier: user, identifierType: 'username', model: 'profile', metadata }) : null;
  },
};

export const codePlatforms: readonly Platform[] = [github, gitlab, npm, pypi];
