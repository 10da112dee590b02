import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// Entrypoints only wire; the logic lives in src/ (DESIGN.md §1). Every permission below is justified in
// docs/permissions.md; the build variables WXT_API_URL, WXT_API_KEY and WXT_ORG_SLUG reach the code
// through import.meta.env and only set the defaults of the options page.
export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  // The end-to-end tests build into their own folder so a concurrent `wxt build` cannot swap files under them.
  outDir: process.env.PALISADE_WXT_OUT_DIR ?? '.output',
  // No auto-imports: every dependency is a visible import (DESIGN.md §6).
  imports: false,
  vite: () => ({ plugins: [preact()] }),
  // The Firefox sources zip is for reviewers: leave out local test output and data.
  zip: { excludeSources: ['tests/e2e/artifacts/**', 'test-results/**', 'playwright-report/**', 'data/**', '.palisade/**'] },
  manifest: ({ browser }) => ({
    name: 'Palisade',
    description: 'Warns you before scam and impersonation pages load. Your browsing stays on your device.',
    permissions: ['storage', 'alarms', 'webNavigation', 'declarativeNetRequest'],
    // Redirecting a confirmed scam host to the warning page with declarativeNetRequest needs host access to
    // that host, and the API base URL is configurable; see docs/permissions.md.
    host_permissions: ['<all_urls>'],
    // The warning page is the target of declarativeNetRequest redirects, which must be web-accessible.
    // use_dynamic_url (Chrome) keeps pages from probing for it with a fixed URL.
    web_accessible_resources: [
      { resources: ['warning.html'], matches: ['<all_urls>'], ...(browser === 'firefox' ? {} : { use_dynamic_url: true }) },
    ],
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'palisade@palisade.dev', strict_min_version: '128.0' } } }
      : {}),
  }),
});
