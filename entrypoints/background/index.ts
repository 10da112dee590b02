// Wiring only (DESIGN.md §1, §4): every listener is registered synchronously at the top of main(), so a
// service worker woken by an event finds its listener; the logic, and the wait for the loaded blocklist,
// live in src/extension/background.ts.
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createBackground } from '../../src/extension/background';

export default defineBackground({
  type: 'module',
  main() {
    const background = createBackground({
      browser,
      fetch: (input, init) => fetch(input, init),
      indexedDB: self.indexedDB,
      env: { WXT_API_URL: import.meta.env.WXT_API_URL, WXT_API_KEY: import.meta.env.WXT_API_KEY, WXT_ORG_SLUG: import.meta.env.WXT_ORG_SLUG },
    });
    const report = (what: string) => (e: unknown) => console.error(`[palisade] ${what} failed`, e);
    browser.runtime.onInstalled.addListener(() => void background.onInstalled().catch(report('install sync')));
    browser.runtime.onStartup.addListener(() => void background.onStartup().catch(report('startup sync')));
    browser.alarms.onAlarm.addListener((alarm) => void background.onAlarm(alarm).catch(report('alarm sync')));
    browser.webNavigation.onBeforeNavigate.addListener((details) => void background.onBeforeNavigate(details).catch(report('navigation check')));
    browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
      // Chrome's onMessage does not take a returned promise: answer through sendResponse and keep the channel open.
      background.onMessage(message, sender).then(sendResponse, (e: unknown) => sendResponse({ error: String(e) }));
      return true;
    });
  },
});
