// "Back to safety" from the warning page. Going back is what people expect when they followed a
// link; a tab that opened straight onto the blocked page has nothing to go back to, so it is
// replaced by a fresh new-tab page instead (extension pages cannot navigate to the browser's own
// new-tab URL, but they can open a tab and close their own).

export type LeaveEnv = {
  historyLength: number;
  back: () => void;
  openNewTab: () => Promise<unknown>;
  closeThisTab: () => Promise<unknown>;
};

export async function leavePage(env: LeaveEnv): Promise<'back' | 'new-tab'> {
  if (env.historyLength > 1) {
    env.back();
    return 'back';
  }
  // Open first: if closing fails, the person still ends up somewhere safe.
  await env.openNewTab();
  await env.closeThisTab();
  return 'new-tab';
}
