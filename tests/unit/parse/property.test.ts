// Properties of parseAsset over arbitrary input: it never throws, and its output is a fixed point, so storing
// `content` and parsing it again (as the server does on every lookup) names the same asset.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParsedAsset } from '../../../src/contract';
import { ASSET_MODELS, GENERIC_ASSET_TYPES, parseAsset, PLATFORM_ASSET_TYPES } from '../../../src/parse';

const TYPES = new Set<string>([...GENERIC_ASSET_TYPES, ...PLATFORM_ASSET_TYPES]);
const MODELS = new Set<string>(ASSET_MODELS);

const hosts = ['x.com', 'twitter.com', 't.me', 'youtube.com', 'youtu.be', 'github.com', 'gitlab.com', 'reddit.com', 'medium.com',
  'a.medium.com', 'discord.gg', 'discord.com', 'wa.me', 'instagram.com', 'facebook.com', 'linkedin.com', 'bit.ly', 'example.com',
  'play.google.com', 'apps.apple.com', 'npmjs.com', 'pypi.org', 'opensea.io', 'bsky.app', 'web.archive.org', 'ipfs.io',
  'etherscan.io', 'tiktok.com', 'docs.google.com', 'xn--bcher-kva.de', 'bücher.de', '1.2.3.4'];
const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_.@+~-]{1,24}$/),
  fc.constantFrom('status', 'p', 'r', 'comments', 'issues', 'pull', 'channel', 'watch', 'shorts', 'ipfs', 'address', 'i', 'web',
    'detail', 'app', 'id1438144202', 'store', 'apps', 'details', 'profile', 'post', '-', '~', 'joinchat', 'c', 'users'),
  fc.stringMatching(/^[0-9]{1,20}$/),
);
/** URL-shaped strings built from platform hosts and path vocabulary, so the platform rules are exercised. */
const urlish = fc
  .record({
    scheme: fc.constantFrom('', 'https://', 'http://', 'HTTPS://', '//'),
    sub: fc.constantFrom('', 'www.', 'm.', 'old.'),
    host: fc.constantFrom(...hosts),
    path: fc.array(segment, { maxLength: 5 }),
    query: fc.constantFrom('', '?v=dQw4w9WgXcQ', '?id=io.metamask', '?a=1&b=2', '?startapp=1', '?phone=15551234567'),
    hash: fc.constantFrom('', '#x', '#'),
    slash: fc.boolean(),
  })
  .map((r) => `${r.scheme}${r.sub}${r.host}${r.path.length ? '/' : ''}${r.path.join('/')}${r.slash ? '/' : ''}${r.query}${r.hash}`);
/** Known platform URLs, re-cased and extended, so each recogniser sees near-misses of what it accepts. */
const seeds = [
  'x.com/jack/status/20', 'x.com/i/spaces/1YqKDqWqdPdJV', 't.me/+AbCdEfGhIjKl12', 't.me/cryptobot/app', 't.me/c/123/45',
  't.me/+15551234567', 'discord.com/channels/613425648685547541/697138785317814292/1', 'wa.me/c/15551234567',
  'chat.whatsapp.com/KbXzYq1Ab2Cd3Ef4Gh5Ij6', 'youtube.com/shorts/abcdefghijk', 'youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw',
  'youtube.com/c/Name', 'youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'twitch.tv/shroud/clip/SomeClip-abc',
  'tiktok.com/@a.b/video/123', 'instagram.com/natgeo/p/CxYz123AbC', 'threads.net/@zuck/post/C1a2b3c4d5', 'facebook.com/meta/posts/pfbid0abc12',
  'facebook.com/pages/Name/123456', 'linkedin.com/feed/update/urn:li:activity:7123456789012345678', 'redd.it/1abcd2',
  'reddit.com/r/ethereum/comments/1abcd2/comment/kx9z8y7', 'github.com/apps/dependabot', 'github.com/orgs/ethereum',
  'gitlab.com/a/b/c/-/merge_requests/3', 'npmjs.com/~sindresorhus', 'pypi.org/user/someone', 'pypi.org/project/A.B_c',
  'chromewebstore.google.com/detail/cjpalhdlnbpafiamejdnhcphjbkeiagm', 'addons.mozilla.org/android/addon/x',
  'apps.apple.com/us/developer/meta/id284882218', 'play.google.com/store/apps/developer?id=Meta Platforms, Inc.',
  'play.google.com/store/apps/dev?id=123', 'amazon.com/gp/mas/dl/android?asin=B00ABCDEFG', 'microsoft.com/en-us/p/x/9nblggh4nns1',
  'medium.com/p/8a1b2c3d4e5f', 'someone.medium.com/title-8a1b2c3d4e5f', 'substack.com/@someone', 'pub.substack.com',
  'quora.com/q/someSpace', 'quora.com/What-is-the-best-wallet', 'patreon.com/posts/title-12345', 'patreon.com/user?u=123',
  'teachable-school.teachable.com', 'pinterest.com/pin/123456789', 'pinterest.de/user/board', 'opensea.io/assets/ethereum/0x52908400098527886e0f7030069857d2e4169ee7/1',
  'warpcast.com/dwr.eth/0xabcdef12', 'bsky.app/profile/did:plc:abcdefghijklmnopqrstuvwx/lists/3kgbz6tcvoj2e',
  'primal.net/e/note1abcdefghijklmnopqrstuvwxyz', 'diamondapp.com/posts/' + 'a'.repeat(64), 'snapchat.com/@someone',
  'docs.google.com/forms/d/1FAIpQLSdAbCdEfGhIjKlMnOpQrStUvWxYz/edit', 'embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/default',
  'jotform.com/form/230123456789012', 'web.archive.org/web/2024id_/http://a.com/', 'arbiscan.io/address/0x52908400098527886e0f7030069857d2e4169ee7',
];
const flipCase = (text: string, mask: number) => [...text].map((c, i) => ((mask >> (i % 30)) & 1 ? c.toUpperCase() : c)).join('');
const mutated = fc
  .record({ seed: fc.constantFrom(...seeds), mask: fc.integer(), scheme: fc.constantFrom('', 'https://', 'http://www.'), tail: fc.constantFrom('', '/', '/x', '?a=b', '#h', '/../y', '%2F', '/@x', '.git') })
  .map((r) => `${r.scheme}${r.mask % 3 === 0 ? flipCase(r.seed, r.mask) : r.seed}${r.tail}`);
const hexish = fc.stringMatching(/^(?:eip155:[0-9]{1,6}:)?0x[0-9a-fA-F]{0,70}$/);
const anything = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), fc.emailAddress(), fc.domain(), urlish, mutated, mutated, hexish);

describe('parseAsset properties', () => {
  it('never throws, and a result is well-formed and idempotent', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const first = parseAsset(input);
        if (first === null) return;
        expect(TYPES.has(first.type)).toBe(true);
        expect(ParsedAsset.safeParse(first).success).toBe(true);
        if (first.model !== undefined) expect(MODELS.has(first.model)).toBe(true);
        expect(first.submittedContent).toBe(input);
        expect(first.content.length).toBeGreaterThan(0);
        expect(first.content).toBe(first.content.trim());
        const again = parseAsset(first.content);
        expect(again, `reparsing ${first.content}`).not.toBeNull();
        expect({ type: again?.type, content: again?.content }).toEqual({ type: first.type, content: first.content });
      }),
      { numRuns: Number(process.env.PARSE_RUNS ?? 3000) },
    );
  });

  it('ignores surrounding whitespace', () => {
    fc.assert(
      fc.property(urlish, fc.constantFrom(' ', '\n', '\t ', '\u00a0'), (input, pad) => {
        const plain = parseAsset(input);
        const padded = parseAsset(`${pad}${input}${pad}`);
        expect(padded?.content).toBe(plain?.content);
        expect(padded?.type).toBe(plain?.type);
      }),
      { numRuns: 500 },
    );
  });
});
