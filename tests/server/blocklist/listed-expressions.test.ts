import { describe, expect, it } from 'vitest';
import { expressions } from '../../../src/blocklist';
import { listedExpressions } from '../../../src/server/blocklist';

const sorted = (a: string[]) => [...a].sort();

describe('listedExpressions', () => {
  it.each([
    // URL and PAGE: a bare domain lists host/, a URL its own canonical expression (no scheme, port, user, fragment)
    ['URL', 'example.com', ['example.com/']],
    ['URL', 'https://Example.COM', ['example.com/']],
    ['URL', 'http://user@evil.example.com:8080/login?next=1#frag', ['evil.example.com/login?next=1']],
    ['PAGE', 'https://linktr.ee/scammer', ['linktr.ee/scammer']],
    ['PAGE', 'http://1.2.3.4/a/./b/../c', ['1.2.3.4/a/c']],
    ['URL', 'not a url', []],
    ['URL', '  ', []],
    // platforms: handles map to profile URLs, with the sub-page prefix and the lower-cased handle
    ['TWITTER', '@Scammer', ['x.com/Scammer', 'x.com/Scammer/', 'x.com/scammer', 'x.com/scammer/', 'twitter.com/Scammer', 'twitter.com/Scammer/', 'twitter.com/scammer', 'twitter.com/scammer/']],
    ['TWITTER', 'scam_bot', ['x.com/scam_bot', 'x.com/scam_bot/', 'twitter.com/scam_bot', 'twitter.com/scam_bot/']],
    ['TWITTER', 'twitter.com/scam_bot/status/123', ['x.com/scam_bot/status/123', 'x.com/scam_bot/status/123/', 'twitter.com/scam_bot/status/123', 'twitter.com/scam_bot/status/123/']],
    ['TWITTER', 'https://mobile.twitter.com/scam_bot', ['x.com/scam_bot', 'x.com/scam_bot/', 'twitter.com/scam_bot', 'twitter.com/scam_bot/']],
    ['TWITTER', 'https://evil.example/scam_bot', []],
    ['TWITTER', 'not a handle!', []],
    ['TELEGRAM', 'fakesupport', ['t.me/fakesupport', 't.me/fakesupport/', 'telegram.me/fakesupport', 'telegram.me/fakesupport/']],
    ['INSTAGRAM', '@fake.shop', ['instagram.com/fake.shop', 'instagram.com/fake.shop/']],
    ['TIKTOK', '@name', ['tiktok.com/@name', 'tiktok.com/@name/']],
    ['YOUTUBE', 'UCabcdefghijklmnopqrstuv', ['youtube.com/channel/UCabcdefghijklmnopqrstuv', 'youtube.com/channel/UCabcdefghijklmnopqrstuv/']],
    ['YOUTUBE', '@FakeLive', ['youtube.com/@FakeLive', 'youtube.com/@FakeLive/']],
    ['GITHUB', 'owner/repo', ['github.com/owner/repo', 'github.com/owner/repo/']],
    ['LINKEDIN', 'fake-ceo', ['linkedin.com/in/fake-ceo', 'linkedin.com/in/fake-ceo/']],
    ['MEDIUM', '@scam', ['medium.com/@scam', 'medium.com/@scam/']],
    ['BLUESKY', '@a.bsky.social', ['bsky.app/profile/a.bsky.social', 'bsky.app/profile/a.bsky.social/']],
    ['SUBSTACK', 'fakenews', ['fakenews.substack.com/']],
    ['DISCORD', 'AbC123', ['discord.gg/AbC123', 'discord.gg/AbC123/', 'discord.com/invite/AbC123', 'discord.com/invite/AbC123/']],
    ['WHATSAPP', '+1 (555) 123-4567', ['wa.me/15551234567', 'wa.me/15551234567/']],
    // types that name no web location list nothing
    ['ADDRESS', '0x0000000000000000000000000000000000000001', []],
    ['EMAIL', 'scam@example.com', []],
    ['IPFS', 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi', []],
  ])('%s %j', (type, content, expected) => {
    expect(sorted(listedExpressions({ type, content }))).toEqual(sorted(expected));
  });

  // What matters is what a client computes when it visits a page: one of its expressions must be listed.
  it.each([
    ['URL', 'evil.example', 'https://login.evil.example/wallet/connect?x=1'],
    ['PAGE', 'https://linktr.ee/scammer', 'https://linktr.ee/scammer?utm=1'],
    ['TWITTER', '@Scammer', 'https://mobile.twitter.com/Scammer/status/17'],
    ['TWITTER', 'twitter.com/scammer', 'https://x.com/scammer'],
    ['TELEGRAM', '@fakesupport', 'https://t.me/fakesupport'],
    ['SUBSTACK', 'fakenews', 'https://fakenews.substack.com/p/giveaway'],
  ])('%s %j is caught on a visit to %s', (type, content, visited) => {
    const listed = new Set(listedExpressions({ type, content }));
    expect(expressions(visited).some((e) => listed.has(e))).toBe(true);
  });

  it.each([
    ['URL', 'evil.example', 'https://notevil.example/'],
    ['TWITTER', '@Scammer', 'https://x.com/ScammerTwo'],
    ['PAGE', 'https://linktr.ee/scammer', 'https://linktr.ee/other'],
  ])('%s %j does not catch %s', (type, content, visited) => {
    const listed = new Set(listedExpressions({ type, content }));
    expect(expressions(visited).some((e) => listed.has(e))).toBe(false);
  });
});
