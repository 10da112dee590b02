import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// Entrypoints only wire; the logic lives in src/ (DESIGN.md §1).
export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  // No auto-imports: every dependency is a visible import (DESIGN.md §6).
  imports: false,
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser }) => ({
    name: 'Palisade',
    description: 'Warns you before scam and impersonation pages load. Your browsing stays on your device.',
    permissions: ['storage', 'alarms', 'webNavigation', 'tabs', 'declarativeNetRequest'],
    host_permissions: ['<all_urls>'],
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'palisade@palisade.dev', strict_min_version: '128.0' } } }
      : {}),
  }),
});
