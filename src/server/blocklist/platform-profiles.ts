// Where an account on a platform lives on the web (DESIGN.md §2.3: "platform assets whose content maps to a
// profile URL on that platform"). A BLOCKED TWITTER asset `@scammer` must warn on https://x.com/scammer and
// on https://twitter.com/scammer/status/1, so each platform names its hosts (to accept content that is
// already a URL), the shape of a handle, and the profile URLs a handle maps to.
//
// | type      | handle content        | profile URLs listed                               |
// | --------- | --------------------- | ------------------------------------------------- |
// | TWITTER   | @name, name           | x.com/name, twitter.com/name                      |
// | TELEGRAM  | @name, name, +invite  | t.me/name, telegram.me/name                       |
// | INSTAGRAM | @name, name           | instagram.com/name                                |
// | FACEBOOK  | name                  | facebook.com/name                                 |
// | TIKTOK    | @name, name           | tiktok.com/@name                                  |
// | YOUTUBE   | @name, UC… channel id | youtube.com/@name, youtube.com/channel/UC…        |
// | THREADS   | @name, name           | threads.net/@name, threads.com/@name              |
// | MEDIUM    | @name, name           | medium.com/@name                                  |
// | GITHUB    | owner, owner/repo     | github.com/owner(/repo)                           |
// | LINKEDIN  | name                  | linkedin.com/in/name                              |
// | REDDIT    | u/name, name          | reddit.com/user/name, reddit.com/u/name           |
// | TWITCH    | name                  | twitch.tv/name                                    |
// | BLUESKY   | @name.bsky.social     | bsky.app/profile/name.bsky.social                 |
// | PINTEREST | name                  | pinterest.com/name                                |
// | PATREON   | name                  | patreon.com/name                                  |
// | SNAPCHAT  | name                  | snapchat.com/add/name                             |
// | SUBSTACK  | name                  | name.substack.com/ (the whole publication)        |
// | DISCORD   | invite code           | discord.gg/code, discord.com/invite/code          |
// | WHATSAPP  | phone number          | wa.me/<digits>                                    |
//
// Content that is already a URL on the platform (the parser stores `twitter.com/name`) lists that URL,
// on every mirror host of the platform (x.com and twitter.com serve the same paths).
//
// Handles on these platforms route case-insensitively, so a case-insensitive platform also lists the
// lower-cased form; invite codes and channel ids are case-sensitive and are listed only as given.

export interface PlatformProfile {
  /** Hosts whose URLs count as this platform's (subdomains such as www. and mobile. included). */
  hosts: readonly string[];
  /** Turns the content into a handle, or null when it is not one; runs after a leading `@` is dropped. */
  handle: (content: string) => string | null;
  /** Absolute profile URLs of a handle. */
  urls: (handle: string) => string[];
  caseInsensitive: boolean;
  /** Hosts that serve the same paths: content `twitter.com/name/status/1` is listed on x.com too. */
  mirrors?: readonly string[];
}

const matching = (re: RegExp) => (s: string) => (re.test(s) ? s : null);
const at = (host: string) => (h: string) => [`https://${host}/@${h}`];
const plain = (...hosts: string[]) => (h: string) => hosts.map((host) => `https://${host}/${h}`);

export const platformProfiles: Readonly<Record<string, PlatformProfile>> = {
  TWITTER: { hosts: ['x.com', 'twitter.com'], handle: matching(/^[A-Za-z0-9_]{1,15}$/), urls: plain('x.com', 'twitter.com'), caseInsensitive: true, mirrors: ['x.com', 'twitter.com'] },
  TELEGRAM: {
    hosts: ['t.me', 'telegram.me'],
    handle: matching(/^\+?[A-Za-z0-9_-]{3,64}$/),
    urls: plain('t.me', 'telegram.me'),
    caseInsensitive: true,
    mirrors: ['t.me', 'telegram.me'],
  },
  INSTAGRAM: { hosts: ['instagram.com'], handle: matching(/^[A-Za-z0-9._]{1,30}$/), urls: plain('instagram.com'), caseInsensitive: true },
  FACEBOOK: { hosts: ['facebook.com', 'fb.com'], handle: matching(/^[A-Za-z0-9.]{1,50}$/), urls: plain('facebook.com'), caseInsensitive: true },
  TIKTOK: { hosts: ['tiktok.com'], handle: matching(/^[A-Za-z0-9._]{1,24}$/), urls: at('tiktok.com'), caseInsensitive: true },
  YOUTUBE: {
    hosts: ['youtube.com', 'youtu.be'],
    handle: matching(/^(UC[A-Za-z0-9_-]{22}|[A-Za-z0-9._-]{3,30})$/),
    urls: (h) => (/^UC[A-Za-z0-9_-]{22}$/.test(h) ? [`https://youtube.com/channel/${h}`] : [`https://youtube.com/@${h}`]),
    // Handles are case-insensitive; channel ids are not, and lower-casing one names another channel.
    caseInsensitive: false,
  },
  THREADS: {
    hosts: ['threads.net', 'threads.com'],
    handle: matching(/^[A-Za-z0-9._]{1,30}$/),
    urls: (h) => [...at('threads.net')(h), ...at('threads.com')(h)],
    caseInsensitive: true,
    mirrors: ['threads.net', 'threads.com'],
  },
  MEDIUM: { hosts: ['medium.com'], handle: matching(/^[A-Za-z0-9._-]{1,50}$/), urls: at('medium.com'), caseInsensitive: true },
  GITHUB: {
    hosts: ['github.com'],
    handle: matching(/^[A-Za-z0-9-]{1,39}(\/[A-Za-z0-9._-]{1,100})?$/),
    urls: plain('github.com'),
    caseInsensitive: true,
  },
  LINKEDIN: {
    hosts: ['linkedin.com'],
    handle: matching(/^[A-Za-z0-9_-]{3,100}$/),
    urls: (h) => [`https://linkedin.com/in/${h}`],
    caseInsensitive: true,
  },
  REDDIT: {
    hosts: ['reddit.com'],
    handle: (s) => matching(/^[A-Za-z0-9_-]{3,20}$/)(s.replace(/^\/?u(ser)?\//, '')),
    urls: (h) => [`https://reddit.com/user/${h}`, `https://reddit.com/u/${h}`],
    caseInsensitive: true,
  },
  TWITCH: { hosts: ['twitch.tv'], handle: matching(/^[A-Za-z0-9_]{3,25}$/), urls: plain('twitch.tv'), caseInsensitive: true },
  BLUESKY: {
    hosts: ['bsky.app'],
    handle: matching(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/),
    urls: (h) => [`https://bsky.app/profile/${h}`],
    caseInsensitive: true,
  },
  PINTEREST: { hosts: ['pinterest.com'], handle: matching(/^[A-Za-z0-9_]{3,30}$/), urls: plain('pinterest.com'), caseInsensitive: true },
  PATREON: { hosts: ['patreon.com'], handle: matching(/^[A-Za-z0-9_-]{1,64}$/), urls: plain('patreon.com'), caseInsensitive: true },
  SNAPCHAT: {
    hosts: ['snapchat.com'],
    handle: matching(/^[A-Za-z0-9._-]{3,15}$/),
    urls: (h) => [`https://snapchat.com/add/${h}`],
    caseInsensitive: true,
  },
  SUBSTACK: {
    hosts: ['substack.com'],
    handle: matching(/^[A-Za-z0-9-]{1,63}$/),
    urls: (h) => [`https://${h}.substack.com/`],
    caseInsensitive: true,
  },
  DISCORD: {
    hosts: ['discord.gg', 'discord.com', 'discordapp.com'],
    handle: (s) => matching(/^[A-Za-z0-9-]{2,32}$/)(s.replace(/^(invite\/)/, '')),
    urls: (h) => [`https://discord.gg/${h}`, `https://discord.com/invite/${h}`],
    caseInsensitive: false,
  },
  WHATSAPP: {
    hosts: ['wa.me', 'whatsapp.com'],
    handle: (s) => {
      const digits = s.replace(/[\s().-]/g, '').replace(/^\+/, '');
      return /^[0-9]{6,15}$/.test(digits) ? digits : null;
    },
    urls: plain('wa.me'),
    caseInsensitive: false,
  },
};
