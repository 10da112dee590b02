import { defineConfig } from '@playwright/test';

// End-to-end tests of the extension in Debian's Chromium (DESIGN.md §5). Each test launches its own
// persistent context with the built extension (tests/e2e/extension.ts); one worker, because the tests
// share the service and the web server that the global setup starts.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list']],
});
