// Platform URLs: each recogniser's main shapes, with the canonical content, identifier and model.
import { describe, expect, it } from 'vitest';
import { ParsedAsset as ParsedAssetSchema } from '../../../src/contract';
import { parseAsset, PLATFORM_ASSET_TYPES, type ParsedAsset } from '../../../src/parse';

type Row = [input: string, type: ParsedAsset['type'], content: string, identifier: string, identifierType: string, model?: ParsedAsset['model']];

const CHROME_ID = 'cjpalhdlnbpafiamejdnhcphjbkeiagm';
const ADDR = '0x52908400098527886e0f7030069857d2e4169ee7';

const rows: Row[] = [
  // X / Twitter
  ['https://x.com/VitalikButerin', 'TWITTER', 'twitter.com/vitalikbuterin', 'vitalikbuterin', 'username', 'profile'],
  ['twitter.com/elonmusk/status/1234567890?s=20', 'TWITTER', 'twitter.com/elonmusk/status/1234567890', '1234567890', 'postId', 'post'],
  ['https://mobile.twitter.com/jack/with_replies', 'TWITTER', 'twitter.com/jack', 'jack', 'username', 'profile'],
  ['https://x.com/i/spaces/1YqKDqWqdPdJV', 'TWITTER', 'twitter.com/i/spaces/1YqKDqWqdPdJV', '1YqKDqWqdPdJV', 'spaceId', 'space'],
  ['https://x.com/i/lists/1585430245762441216', 'TWITTER', 'twitter.com/i/lists/1585430245762441216', '1585430245762441216', 'listId', 'list'],
  ['https://x.com/i/communities/1601841656147345410', 'TWITTER', 'twitter.com/i/communities/1601841656147345410', '1601841656147345410', 'communityId', 'community'],
  // Telegram
  ['https://t.me/durov', 'TELEGRAM', 't.me/durov', 'durov', 'username', 'profile'],
  ['telegram.me/s/Durov', 'TELEGRAM', 't.me/durov', 'durov', 'username', 'channel'],
  ['https://t.me/CryptoBot', 'TELEGRAM', 't.me/cryptobot', 'cryptobot', 'username', 'bot'],
  ['https://t.me/notcoin_bot/app', 'TELEGRAM', 't.me/notcoin_bot/app', 'notcoin_bot/app', 'appName', 'mini-app'],
  ['https://t.me/wallet_bot?startapp=x', 'TELEGRAM', 't.me/wallet_bot', 'wallet_bot', 'username', 'mini-app'],
  ['https://t.me/joinchat/AAAAAEkk2WdoDrB4-Q8-gg', 'TELEGRAM', 't.me/+AAAAAEkk2WdoDrB4-Q8-gg', 'AAAAAEkk2WdoDrB4-Q8-gg', 'inviteCode', 'group'],
  ['https://t.me/durov/142', 'TELEGRAM', 't.me/durov/142', '142', 'postId', 'post'],
  // Discord
  ['https://discord.gg/Ethereum', 'DISCORD', 'discord.gg/Ethereum', 'Ethereum', 'inviteCode', 'community'],
  ['https://discord.com/invite/aBc123', 'DISCORD', 'discord.gg/aBc123', 'aBc123', 'inviteCode', 'community'],
  ['https://discord.com/users/80351110224678912', 'DISCORD_USER', 'discord.com/users/80351110224678912', '80351110224678912', 'userId', 'profile'],
  ['https://discord.com/channels/613425648685547541/697138785317814292', 'DISCORD', 'discord.com/channels/613425648685547541/697138785317814292', '697138785317814292', 'channelId', 'channel'],
  // WhatsApp
  ['https://wa.me/15551234567?text=hi', 'WHATSAPP', 'wa.me/15551234567', '+15551234567', 'phoneNumber', 'profile'],
  ['https://api.whatsapp.com/send?phone=447911123456', 'WHATSAPP', 'wa.me/447911123456', '+447911123456', 'phoneNumber', 'profile'],
  ['https://chat.whatsapp.com/KbXzYq1Ab2Cd3Ef4Gh5Ij6', 'WHATSAPP', 'chat.whatsapp.com/KbXzYq1Ab2Cd3Ef4Gh5Ij6', 'KbXzYq1Ab2Cd3Ef4Gh5Ij6', 'inviteCode', 'group'],
  ['https://www.whatsapp.com/channel/0029VaABCDEF1234567890', 'WHATSAPP', 'whatsapp.com/channel/0029VaABCDEF1234567890', '0029VaABCDEF1234567890', 'channelId', 'channel'],
  ['https://wa.me/c/15551234567', 'WHATSAPP', 'wa.me/c/15551234567', '+15551234567', 'phoneNumber', 'catalog'],
  // YouTube
  ['https://www.youtube.com/@MrBeast/videos', 'YOUTUBE', 'youtube.com/@mrbeast', 'mrbeast', 'username', 'channel'],
  ['https://youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', 'YOUTUBE', 'youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', 'UC_x5XG1OV2P6uZZ5FSM9Ttw', 'channelId', 'channel'],
  ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'YOUTUBE', 'youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', 'videoId', 'video'],
  ['youtu.be/dQw4w9WgXcQ', 'YOUTUBE', 'youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', 'videoId', 'video'],
  ['https://youtube.com/shorts/abcdefghijk', 'YOUTUBE', 'youtube.com/shorts/abcdefghijk', 'abcdefghijk', 'videoId', 'short'],
  ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'YOUTUBE', 'youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'playlistId', 'list'],
  // Twitch, TikTok, Instagram, Threads, Facebook
  ['https://www.twitch.tv/Shroud', 'TWITCH', 'twitch.tv/shroud', 'shroud', 'username', 'channel'],
  ['https://www.tiktok.com/@Scout2015', 'TIKTOK', 'tiktok.com/@scout2015', 'scout2015', 'username', 'profile'],
  ['https://www.tiktok.com/@scout2015/video/6718335390845095173', 'TIKTOK', 'tiktok.com/@scout2015/video/6718335390845095173', '6718335390845095173', 'videoId', 'video'],
  ['https://instagram.com/NatGeo/', 'INSTAGRAM', 'instagram.com/natgeo', 'natgeo', 'username', 'profile'],
  ['https://www.instagram.com/p/CxYz123AbC/', 'INSTAGRAM', 'instagram.com/p/CxYz123AbC', 'CxYz123AbC', 'postId', 'post'],
  ['https://www.instagram.com/reel/CxYz123AbC/', 'INSTAGRAM', 'instagram.com/reel/CxYz123AbC', 'CxYz123AbC', 'postId', 'video'],
  ['https://www.threads.net/@Zuck', 'THREADS', 'threads.net/@zuck', 'zuck', 'username', 'profile'],
  ['https://www.facebook.com/Meta', 'FACEBOOK', 'facebook.com/meta', 'meta', 'username', 'profile'],
  ['https://m.facebook.com/profile.php?id=100012345678901', 'FACEBOOK', 'facebook.com/profile.php?id=100012345678901', '100012345678901', 'userId', 'profile'],
  ['https://facebook.com/groups/CryptoTraders/', 'FACEBOOK', 'facebook.com/groups/cryptotraders', 'cryptotraders', 'groupId', 'group'],
  // LinkedIn, Reddit
  ['https://www.linkedin.com/in/Satya-Nadella/', 'LINKEDIN', 'linkedin.com/in/satya-nadella', 'satya-nadella', 'username', 'profile'],
  ['https://uk.linkedin.com/company/microsoft', 'LINKEDIN', 'linkedin.com/company/microsoft', 'microsoft', 'companyName', 'business-profile'],
  ['https://www.linkedin.com/pulse/my-article-jane-doe', 'LINKEDIN', 'linkedin.com/pulse/my-article-jane-doe', 'my-article-jane-doe', 'articleSlug', 'Article'],
  ['https://old.reddit.com/r/Ethereum/', 'REDDIT', 'reddit.com/r/ethereum', 'ethereum', 'subredditName', 'subreddit'],
  ['https://www.reddit.com/u/Spez', 'REDDIT', 'reddit.com/user/spez', 'spez', 'username', 'profile'],
  ['https://www.reddit.com/r/ethereum/comments/1abcd2/some_title/', 'REDDIT', 'reddit.com/r/ethereum/comments/1abcd2', '1abcd2', 'postId', 'post'],
  ['https://www.reddit.com/r/ethereum/comments/1abcd2/some_title/kx9z8y7/', 'REDDIT', 'reddit.com/r/ethereum/comments/1abcd2/comment/kx9z8y7', 'kx9z8y7', 'commentId', 'comment'],
  // GitHub, GitLab, npm, PyPI
  ['https://github.com/Ethereum', 'GITHUB', 'github.com/ethereum', 'ethereum', 'username', 'profile'],
  ['https://github.com/ethereum/go-ethereum.git', 'GITHUB', 'github.com/ethereum/go-ethereum', 'ethereum/go-ethereum', 'repository', 'repository'],
  ['https://github.com/ethereum/go-ethereum/tree/master/core', 'GITHUB', 'github.com/ethereum/go-ethereum', 'ethereum/go-ethereum', 'repository', 'repository'],
  ['https://github.com/ethereum/go-ethereum/issues/1234', 'GITHUB', 'github.com/ethereum/go-ethereum/issues/1234', '1234', 'issueNumber', 'issue'],
  ['https://github.com/ethereum/go-ethereum/pull/99', 'GITHUB', 'github.com/ethereum/go-ethereum/pull/99', '99', 'pullRequestNumber', 'pull-request'],
  ['https://github.com/vercel/next.js/discussions/7', 'GITHUB', 'github.com/vercel/next.js/discussions/7', '7', 'discussionNumber', 'discussion'],
  ['https://gitlab.com/GitLab-org/GitLab/-/issues/42', 'PAGE', 'https://gitlab.com/gitlab-org/gitlab/-/issues/42', '42', 'issueNumber', 'issue'],
  ['https://gitlab.com/gitlab-org/gitlab', 'PAGE', 'https://gitlab.com/gitlab-org/gitlab', 'gitlab-org/gitlab', 'repository', 'repository'],
  ['https://www.npmjs.com/package/@types/node?activeTab=versions', 'PAGE', 'https://www.npmjs.com/package/@types/node', '@types/node', 'packageName'],
  ['https://pypi.org/project/Typing_Extensions/4.0.0/', 'PAGE', 'https://pypi.org/project/typing-extensions/', 'typing-extensions', 'packageName'],
  // Stores
  [`https://chromewebstore.google.com/detail/ublock-origin/${CHROME_ID}`, 'CHROME_WEB_STORE', `chromewebstore.google.com/detail/${CHROME_ID}`, CHROME_ID, 'extensionId', 'addon'],
  [`https://chrome.google.com/webstore/detail/${CHROME_ID}?hl=en`, 'CHROME_WEB_STORE', `chromewebstore.google.com/detail/${CHROME_ID}`, CHROME_ID, 'extensionId', 'addon'],
  ['https://addons.mozilla.org/en-US/firefox/addon/ublock-origin/', 'MOZILLA_ADDONS', 'addons.mozilla.org/firefox/addon/ublock-origin', 'ublock-origin', 'addonSlug', 'addon'],
  ['https://addons.opera.com/en/extensions/details/metamask/', 'OPERA_ADDONS', 'addons.opera.com/extensions/details/metamask', 'metamask', 'addonSlug', 'addon'],
  [`https://microsoftedge.microsoft.com/addons/detail/metamask/${'e'.repeat(32)}`, 'PAGE', `https://microsoftedge.microsoft.com/addons/detail/${'e'.repeat(32)}`, 'e'.repeat(32), 'extensionId', 'addon'],
  ['https://apps.apple.com/us/app/metamask/id1438144202', 'APPLE_APP_STORE', 'apps.apple.com/app/id1438144202', '1438144202', 'appId', 'app'],
  ['https://play.google.com/store/apps/details?id=io.metamask&hl=en', 'GOOGLE_APP_STORE', 'play.google.com/store/apps/details?id=io.metamask', 'io.metamask', 'packageName', 'app'],
  ['https://www.amazon.com/gp/mas/dl/android?p=com.example.app', 'AMAZON_APP_STORE', 'amazon.com/gp/mas/dl/android?p=com.example.app', 'com.example.app', 'packageName', 'app'],
  ['https://apps.microsoft.com/detail/9nblggh4nns1?hl=en-us', 'MICROSOFT_APP_STORE', 'apps.microsoft.com/detail/9NBLGGH4NNS1', '9NBLGGH4NNS1', 'productId', 'app'],
  // Publishing
  ['https://medium.com/@Vitalik', 'MEDIUM', 'medium.com/@vitalik', 'vitalik', 'username', 'profile'],
  ['https://medium.com/@vitalik/my-post-title-8a1b2c3d4e5f', 'MEDIUM', 'medium.com/p/8a1b2c3d4e5f', '8a1b2c3d4e5f', 'articleId', 'Article'],
  ['https://medium.com/coinmonks', 'MEDIUM', 'medium.com/coinmonks', 'coinmonks', 'publication', 'collection'],
  ['https://vitalik.substack.com/p/Hello-World', 'SUBSTACK', 'vitalik.substack.com/p/hello-world', 'hello-world', 'articleSlug', 'Article'],
  ['https://www.quora.com/profile/Jane-Doe-12', 'QUORA', 'quora.com/profile/Jane-Doe-12', 'Jane-Doe-12', 'username', 'profile'],
  ['https://cryptospace.quora.com/', 'QUORA', 'quora.com/q/cryptospace', 'cryptospace', 'spaceName', 'space'],
  ['https://www.patreon.com/Creator', 'PATREON', 'patreon.com/c/creator', 'creator', 'username', 'profile'],
  ['https://myschool.teachable.com/p/crypto-101', 'TEACHABLE', 'myschool.teachable.com/p/crypto-101', 'crypto-101', 'courseSlug'],
  ['https://www.pinterest.co.uk/NatGeo/', 'PINTEREST', 'pinterest.com/natgeo', 'natgeo', 'username', 'profile'],
  // Web3, social and forms
  ['https://opensea.io/collection/BoredApeYachtClub', 'OPENSEA', 'opensea.io/collection/boredapeyachtclub', 'boredapeyachtclub', 'collectionSlug', 'collection'],
  [`https://debank.com/profile/${ADDR.toUpperCase().replace('0X', '0x')}`, 'DEBANK', `debank.com/profile/${ADDR}`, ADDR, 'address', 'profile'],
  ['https://warpcast.com/dwr.eth', 'FARCASTER', 'warpcast.com/dwr.eth', 'dwr.eth', 'username', 'profile'],
  ['https://warpcast.com/~/channel/Base', 'FARCASTER', 'warpcast.com/~/channel/base', 'base', 'channelName', 'channel'],
  ['https://bsky.app/profile/Jay.bsky.team', 'BLUESKY', 'bsky.app/profile/jay.bsky.team', 'jay.bsky.team', 'username', 'profile'],
  ['https://bsky.app/profile/jay.bsky.team/post/3kgbz6tcvoj2e', 'BLUESKY', 'bsky.app/profile/jay.bsky.team/post/3kgbz6tcvoj2e', '3kgbz6tcvoj2e', 'postId', 'post'],
  ['https://www.snapchat.com/add/Someone', 'SNAPCHAT', 'snapchat.com/add/someone', 'someone', 'username', 'profile'],
  ['https://primal.net/p/npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m', 'PRIMAL', 'primal.net/p/npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m', 'npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m', 'publicKey', 'profile'],
  ['https://diamondapp.com/u/Nader', 'DESO', 'diamondapp.com/u/nader', 'nader', 'username', 'profile'],
  ['https://docs.google.com/forms/d/e/1FAIpQLSdAbCdEfGhIjKlMnOpQrStUvWxYz/viewform?usp=sf_link', 'GOOGLE_FORM', 'docs.google.com/forms/d/e/1FAIpQLSdAbCdEfGhIjKlMnOpQrStUvWxYz', '1FAIpQLSdAbCdEfGhIjKlMnOpQrStUvWxYz', 'formId'],
  ['https://forms.gle/AbC123xyz', 'GOOGLE_FORM', 'forms.gle/AbC123xyz', 'AbC123xyz', 'shortCode'],
  ['https://form.jotform.com/230123456789012', 'JOTFORM', 'form.jotform.com/230123456789012', '230123456789012', 'formId'],
  ['https://tawk.to/chat/5f1a2b3c4d5e6f7a8b9c0d1e/1abcdefgh', 'TAWK_TO', 'tawk.to/chat/5f1a2b3c4d5e6f7a8b9c0d1e/1abcdefgh', '5f1a2b3c4d5e6f7a8b9c0d1e', 'propertyId'],
  ['https://web.archive.org/web/20240101000000/https://example.com/login', 'ARCHIVE_ORG', 'web.archive.org/web/20240101000000/https://example.com/login', '20240101000000', 'timestamp'],
];

describe('parseAsset: platform URLs', () => {
  it.each(rows)('%s', (input, type, content, identifier, identifierType, model) => {
    const parsed = parseAsset(input);
    expect(parsed).toMatchObject({ type, content, identifier, identifierType, submittedContent: input });
    expect(ParsedAssetSchema.parse(parsed)).toEqual(parsed);
    if (model) expect(parsed?.model).toBe(model);
    else expect(parsed).not.toHaveProperty('model');
  });

  it('covers every platform AssetType of the reference', () => {
    const covered = new Set(rows.map((row) => row[1]));
    expect(PLATFORM_ASSET_TYPES.filter((t) => !covered.has(t))).toEqual([]);
  });

  it('leaves reserved paths on a platform host to PAGE, not to an account named after them', () => {
    expect(parseAsset('https://github.com/features/actions')).toMatchObject({ type: 'PAGE', content: 'https://github.com/features/actions' });
    expect(parseAsset('https://www.instagram.com/explore/tags/x/')).toMatchObject({ type: 'PAGE' });
    expect(parseAsset('https://t.me/share/url?url=x')).toMatchObject({ type: 'PAGE' });
  });

  it('does not let userinfo disguise the real host', () => {
    expect(parseAsset('https://twitter.com@evil-site.com/elonmusk')).toMatchObject({ type: 'URL', content: 'evil-site.com' });
  });
});
