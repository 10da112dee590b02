// Video sites: YouTube and Twitch (TikTok sits with the social networks).
import { hit, is, lowerSeg, param, seg, type Platform } from './rule';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

function youtubeVideo(id: string) {
  return hit('YOUTUBE', `youtube.com/watch?v=${id}`, { identifier: id, identifierType: 'videoId', model: 'video' });
}

const youtube: Platform = {
  name: 'YouTube',
  hosts: ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'music.youtube.com'],
  match(p) {
    if (p.host === 'youtu.be') {
      const id = seg(p, 0, VIDEO_ID);
      return id ? youtubeVideo(id) : null;
    }
    const first = p.segments[0]?.toLowerCase();
    const second = seg(p, 1, VIDEO_ID);
    if (first === 'watch') {
      const id = param(p, 'v', VIDEO_ID);
      return id ? youtubeVideo(id) : null;
    }
    if (first === 'shorts' && second) return hit('YOUTUBE', `youtube.com/shorts/${second}`, { identifier: second, identifierType: 'videoId', model: 'short' });
    if ((first === 'live' || first === 'embed' || first === 'v') && second) return youtubeVideo(second);
    if (first === 'playlist') {
      const list = param(p, 'list', /^[A-Za-z0-9_-]{10,64}$/);
      return list ? hit('YOUTUBE', `youtube.com/playlist?list=${list}`, { identifier: list, identifierType: 'playlistId', model: 'list' }) : null;
    }
    if (first === 'post') {
      const id = seg(p, 1, /^[A-Za-z0-9_-]{10,40}$/);
      return id ? hit('YOUTUBE', `youtube.com/post/${id}`, { identifier: id, identifierType: 'postId', model: 'post' }) : null;
    }
    if (first === 'channel') {
      // Channel ids are case-sensitive; handles and legacy names are not.
      const id = seg(p, 1, CHANNEL_ID);
      return id ? hit('YOUTUBE', `youtube.com/channel/${id}`, { identifier: id, identifierType: 'channelId', model: 'channel' }) : null;
    }
    if (first === 'c' || first === 'user') {
      const name = lowerSeg(p, 1, /^[A-Za-z0-9._-]{1,100}$/);
      const identifierType = first === 'c' ? 'customUrl' : 'username';
      return name ? hit('YOUTUBE', `youtube.com/${first}/${name}`, { identifier: name, identifierType, model: 'channel' }) : null;
    }
    const handle = lowerSeg(p, 0, /^@[A-Za-z0-9._-]{3,30}$/);
    return handle ? hit('YOUTUBE', `youtube.com/${handle}`, { identifier: handle.slice(1), identifierType: 'username', model: 'channel' }) : null;
  },
};

const TWITCH_RESERVED = new Set([
  'directory', 'videos', 'settings', 'p', 'downloads', 'jobs', 'login', 'signup', 'subscriptions', 'inventory',
  'wallet', 'search', 'friends', 'messages', 'turbo', 'prime', 'store', 'drops', 'moderator', 'broadcast', 'clip',
]);
const CLIP_SLUG = /^[A-Za-z0-9_-]{5,100}$/;

const twitch: Platform = {
  name: 'Twitch',
  hosts: ['twitch.tv', 'clips.twitch.tv'],
  match(p) {
    if (p.host === 'clips.twitch.tv') {
      const clip = seg(p, 0, CLIP_SLUG);
      return clip ? hit('TWITCH', `clips.twitch.tv/${clip}`, { identifier: clip, identifierType: 'clipId', model: 'video' }) : null;
    }
    if (is(p, 0, 'videos')) {
      const id = seg(p, 1, /^\d{1,20}$/);
      return id ? hit('TWITCH', `twitch.tv/videos/${id}`, { identifier: id, identifierType: 'videoId', model: 'video' }) : null;
    }
    const user = lowerSeg(p, 0, /^[A-Za-z0-9_]{3,25}$/);
    if (!user || TWITCH_RESERVED.has(user)) return null;
    const clip = is(p, 1, 'clip') ? seg(p, 2, CLIP_SLUG) : null;
    if (clip) return hit('TWITCH', `clips.twitch.tv/${clip}`, { identifier: clip, identifierType: 'clipId', model: 'video', metadata: { username: user } });
    return hit('TWITCH', `twitch.tv/${user}`, { identifier: user, identifierType: 'username', model: 'channel' });
  },
};

export const videoPlatforms: readonly Platform[] = [youtube, twitch];
