// The popup reports on the active tab. Opened as an ordinary tab (end-to-end tests), the tab it
// should look at is not the active one, so the URL can be given as `popup.html#url=<encoded>`.

/** The URL named in the hash, or null when the hash names none. */
export function urlFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const url = params.get('url');
  return url ? url : null;
}

export async function popupTarget(hash: string, activeTabUrl: () => Promise<string | undefined>): Promise<string | null> {
  return urlFromHash(hash) ?? (await activeTabUrl()) ?? null;
}
