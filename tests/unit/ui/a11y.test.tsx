// Accessibility of every page in its interesting states: the real components are rendered and driven
// on linkedom, the resulting markup is loaded with the real stylesheet into Debian's Chromium, and
// axe-core checks it in the light and the dark colour scheme (contrast depends on both).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSend, mount } from './dom';
import { OptionsPage } from '../../../src/ui/OptionsPage';
import { Popup } from '../../../src/ui/Popup';
import { WarningPage } from '../../../src/ui/WarningPage';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const CSS = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');

const SCHEMES = ['light', 'dark'] as const;
let browser: Browser;
const pages = new Map<(typeof SCHEMES)[number], Page>();

// One page per colour scheme, loaded once with the stylesheet and axe; each check swaps the body.
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const colorScheme of SCHEMES) {
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme });
    await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Palisade</title><style>${CSS}</style></head><body></body></html>`);
    await page.addScriptTag({ content: AXE });
    pages.set(colorScheme, page);
  }
}, 60_000);
afterAll(async () => browser?.close());

type Violation = { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] };

async function violations(body: string): Promise<string[]> {
  const found: string[] = [];
  for (const [colorScheme, page] of pages) {
    const result = await page.evaluate(async (html) => {
      // The markup Preact produced, moved into the real browser (test harness only).
      document.body.innerHTML = html;
      const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run()).violations as Violation[];
    }, body);
    for (const v of result)
      for (const n of v.nodes) found.push(`${colorScheme}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary}`);
  }
  return found;
}

const payload = {
  url: 'https://login.examp1e-bank.test/signin',
  host: 'login.examp1e-bank.test',
  threat: { label: 'Brand Impersonation', brand: 'Example Bank' },
  confirmFailed: true,
};
const config = { apiUrl: 'https://api.palisade.test/v2', apiKey: 'k', slug: 'acme', allowanceSeconds: 3600 };

describe('axe-core finds no violation', { timeout: 30_000 }, () => {
  it('on the warning page, first view and with details and the dispute form open', async () => {
    const send = fakeSend({ 'config/get': () => config, 'warning/dispute': () => ({ ok: false, message: 'service unreachable' }) });
    const r = await mount(<WarningPage payload={payload} send={send} leave={() => {}} go={() => {}} />);
    expect(await violations(r.root.innerHTML)).toEqual([]);
    await r.click('#show-details');
    await r.click('#report-mistake');
    await r.type('#dispute-email', 'nope');
    await r.submit('form.dispute');
    await r.type('#dispute-email', 'me@example.org');
    await r.submit('form.dispute');
    expect(r.text('#dispute-result')).toContain('could not be sent');
    expect(await violations(r.root.innerHTML)).toEqual([]);
    await r.unmount();
  });

  it('on the warning page without a payload', async () => {
    const r = await mount(<WarningPage payload={null} send={fakeSend({})} leave={() => {}} go={() => {}} />);
    expect(await violations(r.root.innerHTML)).toEqual([]);
    await r.unmount();
  });

  it('on the popup with a warning, an allowance, a failing sync and 422 errors', async () => {
    const send = fakeSend({
      'verdict/get': () => ({ state: 'warned', reason: '', host: 'scam.test', threat: { label: 'General Phishing', brand: null } }),
      parse: () => ({ ok: true, parsed: { type: 'URL', content: 'https://scam.test/', submittedContent: 'x', identifier: 'scam.test' } }),
      'sync/status': () => ({
        version: 3, count: 10, lastSuccessAt: new Date(Date.now() - 7200_000).toISOString(), lastAttemptAt: null,
        lastError: 'service unreachable', nextSyncAt: null, state: 'failing',
      }),
      'allowances/list': () => ({ allowances: [{ host: 'other.test', until: new Date(Date.now() + 3600_000).toISOString() }] }),
      'report/create': () => ({
        ok: false, status: 422, message: 'failed',
        errors: [{ asset: 'https://scam.test/', errorType: 'REPORT_ALREADY_EXISTS', message: '', suggestion: '' }],
      }),
    });
    const r = await mount(<Popup send={send} url="https://scam.test/" />);
    await r.type('#report-title', 'ab');
    await r.submit('form');
    expect(await violations(r.root.innerHTML)).toEqual([]);
    await r.type('#report-title', 'Fake login');
    await r.submit('form');
    expect(r.root.querySelectorAll('.report-error')).toHaveLength(1);
    expect(await violations(r.root.innerHTML)).toEqual([]);
    await r.unmount();
  });

  it('on the options page with an invalid address and a result', async () => {
    const r = await mount(<OptionsPage send={fakeSend({ 'config/get': () => config })} />);
    await r.type('#api-url', 'http://example.com');
    await r.submit('form');
    expect(r.text('#options-result')).toContain('correct the service address');
    expect(await violations(r.root.innerHTML)).toEqual([]);
    await r.unmount();
  });
});
