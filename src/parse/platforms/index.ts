// The platform registry: every recogniser, looked up by host.
import { codePlatforms } from './code';
import { messagingPlatforms } from './messaging';
import { otherPlatforms } from './other';
import { publishingPlatforms } from './publishing';
import type { Platform } from './rule';
import { socialPlatforms } from './social';
import { storePlatforms } from './stores';
import { videoPlatforms } from './video';

export type { Platform, WebParts } from './rule';

export const platforms: readonly Platform[] = [
  ...socialPlatforms, ...messagingPlatforms, ...videoPlatforms, ...storePlatforms, ...codePlatforms,
  ...publishingPlatforms, ...otherPlatforms,
];

const byHost = new Map<string, Platform>();
for (const platform of platforms) {
  for (const host of platform.hosts ?? []) {
    if (byHost.has(host)) throw new Error(`host ${host} claimed twice`);
    byHost.set(host, platform);
  }
}
const byPattern = platforms.filter((platform) => platform.hostPattern);

/** The platform that owns `host` (already stripped of `www.`/`m.`/`mobile.`), if any. */
export function platformFor(host: string): Platform | undefined {
  return byHost.get(host) ?? byPattern.find((platform) => platform.hostPattern?.test(host));
}
