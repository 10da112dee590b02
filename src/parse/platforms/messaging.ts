// Messaging apps: Telegram, Discord, WhatsApp.
import { hit, is, lowerSeg, param, seg, type Platform } from './rule';

const TELEGRAM_NAME = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
const TELEGRAM_RESERVED = new Set([
  'share', 'addstickers', 'addemoji', 'proxy', 'socks', 'setlanguage', 'addtheme', 'login', 'iv', 'joinchat',
  'invoice', 'boost', 'contact', 'addlist', 'confirmphone', 'giftcode',
]);
const INVITE_HASH = /^[A-Za-z0-9_-]{10,64}$/;

// A `t.me/name` link does not say whether the name is a user, a group or a channel; such links get the model
// `profile`. Only names ending in `bot` (Telegram requires that of bots) are known to be bots, and only
// channels have the `/s/` preview page.
const telegram: Platform = {
  name: 'Telegram',
  hosts: ['t.me', 'telegram.me', 'telegram.dog'],
  match(p) {
    const first = p.segments[0] ?? '';
    if (first.startsWith('+') || is(p, 0, 'joinchat')) {
      const code = first.startsWith('+') ? first.slice(1) : p.segments[1] ?? '';
      if (!INVITE_HASH.test(code)) return null;
      // `t.me/+<digits>` opens the chat with that phone number, not an invite.
      if (/^\d+$/.test(code)) return hit('TELEGRAM', `t.me/+${code}`, { identifier: `+${code}`, identifierType: 'phoneNumber', model: 'profile' });
      return hit('TELEGRAM', `t.me/+${code}`, { identifier: code, identifierType: 'inviteCode', model: 'group' });
    }
    if (is(p, 0, 'c')) {
      const chat = seg(p, 1, /^\d{1,20}$/);
      const post = seg(p, 2, /^\d{1,12}$/);
      if (!chat || !post) return null;
      return hit('TELEGRAM', `t.me/c/${chat}/${post}`, { identifier: post, identifierType: 'postId', model: 'post', metadata: { chatId: chat } });
    }
    if (is(p, 0, 's')) {
      const channel = lowerSeg(p, 1, TELEGRAM_NAME);
      return channel ? hit('TELEGRAM', `t.me/${channel}`, { identifier: channel, identifierType: 'username', model: 'channel' }) : null;
    }
    const name = lowerSeg(p, 0, TELEGRAM_NAME);
    if (!name || TELEGRAM_RESERVED.has(name)) return null;
    const post = seg(p, 1, /^\d{1,12}$/);
    if (post) return hit('TELEGRAM', `t.me/${name}/${post}`, { identifier: post, identifierType: 'postId', model: 'post', metadata: { username: name } });
    const isBot = name.endsWith('bot');
    const app = isBot ? lowerSeg(p, 1, /^[A-Za-z0-9_]{3,64}$/) : null;
    if (app) return hit('TELEGRAM', `t.me/${name}/${app}`, { identifier: `${name}/${app}`, identifierType: 'appName', model: 'mini-app', metadata: { bot: name } });
    if (isBot && p.params.has('startapp')) return hit('TELEGRAM', `t.me/${name}`, { identifier: name, identifierType: 'username', model: 'mini-app' });
    return hit('TELEGRAM', `t.me/${name}`, { identifier: name, identifierType: 'username', model: isBot ? 'bot' : 'profile' });
  },
};

const DISCORD_INVITE = /^[A-Za-z0-9-]{2,32}$/;
const SNOWFLAKE = /^\d{15,21}$/;

const discord: Platform = {
  name: 'Discord',
  hosts: ['discord.gg', 'discord.com', 'discordapp.com'],
  match(p) {
    const invite = p.host === 'discord.gg'
      ? seg(p, is(p, 0, 'invite') ? 1 : 0, DISCORD_INVITE)
      : is(p, 0, 'invite') ? seg(p, 1, DISCORD_INVITE) : null;
    // Invite codes are case-sensitive: keep them as given.
    if (invite) return hit('DISCORD', `discord.gg/${invite}`, { identifier: invite, identifierType: 'inviteCode', model: 'community' });
    if (p.host === 'discord.gg') return null;
    const user = is(p, 0, 'users') ? seg(p, 1, SNOWFLAKE) : null;
    if (user) return hit('DISCORD_USER', `discord.com/users/${user}`, { identifier: user, identifierType: 'userId', model: 'profile' });
    const guild = is(p, 0, 'channels') ? seg(p, 1, SNOWFLAKE) : null;
    const channel = seg(p, 2, SNOWFLAKE);
    if (!guild || !channel) return null;
    const message = seg(p, 3, SNOWFLAKE);
    if (message) {
      return hit('DISCORD', `discord.com/channels/${guild}/${channel}/${message}`, { identifier: message, identifierType: 'messageId', model: 'post', metadata: { guildId: guild, channelId: channel } });
    }
    return hit('DISCORD', `discord.com/channels/${guild}/${channel}`, { identifier: channel, identifierType: 'channelId', model: 'channel', metadata: { guildId: guild } });
  },
};

const PHONE_DIGITS = /^[1-9]\d{6,14}$/;

const whatsapp: Platform = {
  name: 'WhatsApp',
  hosts: ['wa.me', 'whatsapp.com', 'chat.whatsapp.com', 'api.whatsapp.com'],
  match(p) {
    if (p.host === 'chat.whatsapp.com') {
      const code = seg(p, is(p, 0, 'invite') ? 1 : 0, /^[A-Za-z0-9]{15,30}$/);
      return code ? hit('WHATSAPP', `chat.whatsapp.com/${code}`, { identifier: code, identifierType: 'inviteCode', model: 'group' }) : null;
    }
    if (is(p, 0, 'channel')) {
      const id = seg(p, 1, /^[A-Za-z0-9]{15,40}$/);
      return id ? hit('WHATSAPP', `whatsapp.com/channel/${id}`, { identifier: id, identifierType: 'channelId', model: 'channel' }) : null;
    }
    if (p.host === 'wa.me' && is(p, 0, 'c')) {
      const number = seg(p, 1, PHONE_DIGITS);
      return number ? hit('WHATSAPP', `wa.me/c/${number}`, { identifier: `+${number}`, identifierType: 'phoneNumber', model: 'catalog' }) : null;
    }
    const number = p.host === 'wa.me' ? seg(p, 0, PHONE_DIGITS) : is(p, 0, 'send') ? param(p, 'phone', PHONE_DIGITS) : null;
    return number ? hit('WHATSAPP', `wa.me/${number}`, { identifier: `+${number}`, identifierType: 'phoneNumber', model: 'profile' }) : null;
  },
};

export const messagingPlatforms: readonly Platform[] = [telegram, discord, whatsapp];
