// Playwright fixtures for the extension: a fresh persistent Chromium profile per test with the built
// extension loaded, the extension id, a `bg` helper that sends background messages from an extension
// page, the control endpoint of the global setup, and `visit`, which tolerates the navigation being
// replaced by the warning page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test as base, type BrowserContext, type Page } from '@playwright/test';

export interface E2eEnv {
  apiUrl: string;
  apiKey: string;
  webPort: number;
  control: string;
  extensionPath: string;
}

export const env: E2eEnv = JSON.parse(process.env.PALISADE_E2E ?? '{}') as E2eEnv;
export const ARTIFACTS = join(import.meta.dirname, 'artifacts');

export const webUrl = (host: string, path = '/') => `http://${host}:${env.webPort}${path}`;

export async function control<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${env.control}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as T;
}
export const counts = () => control<{ api: Record<string, number>; web: Record<string, number> }>('/counts');

/** Navigates and ignores the abort that happens when the extension replaces the page. */
export async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
}

/** The `chrome` global of an extension page, as far as these tests use it. */
interface ExtensionGlobal {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    declarativeNetRequest: { getDynamicRules(): Promise<Array<{ id: number }>> };
  };
}

/**
 * Waits until the tab shows the warning page. Polls the URL instead of waitForURL: the extension replaces
 * a navigation in flight, and Playwright reports the replaced one as aborted.
 */
export async function expectWarning(page: Page) {
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/^chrome-extension:\/\/[^/]+\/warning\.html#/);
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('#warning-host')).toBeVisible();
}

export interface Bg {
  send<T = unknown>(message: Record<string, unknown>): Promise<T>;
  page: Page;
  dynamicRules(): Promise<Array<{ id: number }>>;
}

export const test = base.extend<{ context: BrowserContext; extensionId: string; bg: Bg }>({
  // eslint-disable-next-line no-empty-pattern
  context: async ({}, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'palisade-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        `--disable-extensions-except=${env.extensionPath}`,
        `--load-extension=${env.extensionPath}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP *.test 127.0.0.1',
      ],
    });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  extensionId: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(new URL(worker.url()).host);
  },
  // Automatic: no test navigates before the background has registered its listeners and stored a list.
  bg: [async ({ context, extensionId }, use) => {
    // The options page only reads the config: it sends nothing to the service, so it can sit open while
    // a test counts the service's requests.
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    const send = <T,>(message: Record<string, unknown>) =>
      page.evaluate((m) => (globalThis as unknown as ExtensionGlobal).chrome.runtime.sendMessage(m), message) as Promise<T>;
    await expect.poll(async () => (await send<{ ready?: boolean }>({ type: 'ready' })).ready, { timeout: 20_000 }).toBe(true);
    // The install sync has stored a list: from here on a listed page must be warned.
    await expect.poll(async () => (await send<{ version: number | null }>({ type: 'sync/status' })).version, { timeout: 20_000 }).not.toBeNull();
    const dynamicRules = () => page.evaluate(() => (globalThis as unknown as ExtensionGlobal).chrome.declarativeNetRequest.getDynamicRules()) as Promise<Array<{ id: number }>>;
    await use({ send, page, dynamicRules });
  }, { auto: true }],
});

export { expect };
