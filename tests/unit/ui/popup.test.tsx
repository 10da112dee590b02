import { afterEach, describe, expect, it } from 'vitest';
import { fakeSend, focused, mount, type Handlers } from './dom';
import { Popup } from '../../../src/ui/Popup';
import { popupTarget, urlFromHash } from '../../../src/ui/popup-target';
import type { SyncStatus } from '../../../src/ui/protocol';

const NOW = new Date(2026, 2, 3, 12, 45, 0);
const URL_ = 'https://scam.test/login?a=1';
const fresh: SyncStatus = {
  version: 12, count: 1234, lastSuccessAt: new Date(NOW.getTime() - 3 * 60_000).toISOString(),
  lastAttemptAt: null, lastError: null, nextSyncAt: null, state: 'fresh',
};

const base: Handlers = {
  'verdict/get': () => ({ state: 'warned', reason: 'listed', host: 'scam.test', threat: { label: 'General Phishing', brand: null } }),
  parse: () => ({ ok: true, parsed: { type: 'URL', content: 'https://scam.test/login', submittedContent: URL_, identifier: 'scam.test' } }),
  'sync/status': () => fresh,
  'allowances/list': () => ({ allowances: [] }),
};

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function popup(handlers: Handlers = {}, url: string | null = URL_) {
  const send = fakeSend({ ...base, ...handlers });
  const r = await mount(<Popup send={send} url={url} now={() => NOW} />);
  unmount = r.unmount;
  return { ...r, send };
}

describe('popup', () => {
  it('shows the verdict, parse result and sync state of the target page', async () => {
    const r = await popup();
    expect(r.send.sent).toContainEqual({ type: 'verdict/get', url: URL_ });
    expect(r.send.sent).toContainEqual({ type: 'parse', content: URL_ });
    expect(r.text('#verdict')).toMatch(/^Warned: Palisade thinks this page may be a phishing page/);
    expect(r.text('#parse-type')).toBe('URL');
    expect(r.text('#parse-content')).toBe('https://scam.test/login');
    expect(r.text('#parse-identifier')).toBe('scam.test');
    expect(r.text('#sync-status')).toBe('List up to date (version 12, 1,234 entries), updated 3 minutes ago.');
  });

  it('words each verdict state', async () => {
    for (const [state, reason, expected] of [
      ['safe', '', 'Looks safe: Palisade knows of no threat on shop.test.'],
      ['allowed-by-user', '', 'Allowed by you: You chose to continue to shop.test'],
      ['not-checked', 'blocklist not loaded yet', 'Not checked: Palisade did not check this page: blocklist not loaded yet.'],
    ] as const) {
      const r = await popup({ 'verdict/get': () => ({ state, reason, host: 'shop.test', threat: null }) });
      expect(r.text('#verdict')).toContain(expected);
      await r.unmount();
      unmount = undefined;
    }
  });

  it('says there is nothing to check without a page, and says when the background is silent', async () => {
    let r = await popup({}, null);
    expect(r.text('#verdict')).toBe('Not checked: There is no web page in this tab.');
    expect(r.q('#report-submit').hasAttribute('disabled')).toBe(true);
    await r.unmount();
    r = await popup({ 'verdict/get': () => Promise.reject(new Error('Receiving end does not exist')) });
    expect(r.text('#verdict')).toContain('background service did not answer (Receiving end does not exist)');
  });

  it('shows an identifier-less and an unparseable address in words', async () => {
    let r = await popup({ parse: () => ({ ok: true, parsed: { type: 'PAGE', content: 'scam.test', submittedContent: URL_ } }) });
    expect(r.text('#parse-identifier')).toBe('none');
    await r.unmount();
    r = await popup({ parse: () => ({ ok: true, parsed: null }) });
    expect(r.text('#parse-status')).toContain('does not recognise this address');
    await r.unmount();
    r = await popup({ parse: () => ({ ok: false, message: 'service unreachable' }) });
    expect(r.text('#parse-status')).toBe('The address could not be read: service unreachable');
  });

  it('lists allowances and revokes one, then asks for the verdict again', async () => {
    let allowed = [{ host: 'scam.test', until: new Date(NOW.getTime() + 3600_000).toISOString() }];
    const r = await popup({
      'allowances/list': () => ({ allowances: allowed }),
      'allowances/revoke': ({ host }) => {
        allowed = allowed.filter((a) => a.host !== host);
        return { ok: true };
      },
    });
    expect(r.root.querySelectorAll('#allowances li')).toHaveLength(1);
    expect(r.text('#allowances li')).toContain('scam.test until 13:45');
    const button = r.q('#allowances li button');
    expect(button.getAttribute('aria-label')).toBe('Revoke: warn me about scam.test again');
    await r.click('#allowances li button');
    expect(r.send.sent).toContainEqual({ type: 'allowances/revoke', host: 'scam.test' });
    expect(r.root.querySelectorAll('#allowances li')).toHaveLength(0);
    expect(r.text('#allowances-result')).toBe('Palisade will warn you about scam.test again.');
    expect(r.send.sent.filter((m) => m.type === 'verdict/get')).toHaveLength(2);
  });

  it('updates the list on request', async () => {
    const r = await popup({ 'sync/now': () => ({ ...fresh, version: 13, lastSuccessAt: NOW.toISOString() }) });
    await r.click('#sync-now');
    expect(r.text('#sync-status')).toBe('List up to date (version 13, 1,234 entries), updated just now.');
  });
});

describe('report form', () => {
  it('files a report for the page and shows the report id', async () => {
    const r = await popup({ 'report/create': () => ({ ok: true, id: 4711 }) });
    await r.type('#report-title', 'Fake bank login');
    await r.submit('form');
    expect(r.send.sent).toContainEqual({ type: 'report/create', url: URL_, title: 'Fake bank login' });
    expect(r.text('#report-result')).toBe('Thank you. Report 4711 was filed and will be reviewed.');
  });

  it('sends no title when none is given, and refuses one shorter than 3 characters', async () => {
    const r = await popup({ 'report/create': () => ({ ok: true, id: 1 }) });
    await r.type('#report-title', 'ab');
    await r.submit('form');
    expect(r.send.sent.some((m) => m.type === 'report/create')).toBe(false);
    expect(r.text('#report-title-error')).toContain('at least 3 characters');
    expect(focused()).toBe(r.q('#report-title'));
    await r.type('#report-title', '  ');
    await r.submit('form');
    expect(r.send.sent).toContainEqual({ type: 'report/create', url: URL_ });
    expect(r.has('#report-title-error')).toBe(false);
  });

  it('shows each 422 error in words beside its asset', async () => {
    const r = await popup({
      'report/create': () => ({
        ok: false, status: 422, message: 'Report creation failed: 2 of 2 assets are invalid',
        errors: [
          { asset: 'https://scam.test/login?a=1', errorType: 'REPORT_ALREADY_EXISTS', message: 'x', suggestion: '' },
          { asset: '<img src=x onerror=alert(1)>.test', errorType: 'INVALID_FORMAT', message: 'x', suggestion: '' },
        ],
      }),
    });
    await r.submit('form');
    expect(r.text('#report-result')).toBe('The report was not filed. 2 problems:');
    const items = [...r.root.querySelectorAll('.report-error')].map((li) => (li.textContent ?? '').trim());
    expect(items).toEqual([
      'https://scam.test/login?a=1: This page has already been reported and is waiting for review.',
      "<img src=x onerror=alert(1)>.test: This doesn't look like a valid web address, domain or wallet address.",
    ]);
    expect(r.root.querySelector('img')).toBeNull();
  });

  it('explains failures that are not 422 and a silent background', async () => {
    let r = await popup({ 'report/create': () => ({ ok: false, status: 401, message: 'Unauthorized', errors: [] }) });
    await r.submit('form');
    expect(r.text('#report-result')).toContain('refused the API key');
    await r.unmount();
    r = await popup({ 'report/create': () => ({ ok: false, status: 0, message: 'fetch failed', errors: [] }) });
    await r.submit('form');
    expect(r.text('#report-result')).toContain('could not be reached (fetch failed)');
    await r.unmount();
    r = await popup({ 'report/create': () => Promise.reject(new Error('gone')) });
    await r.submit('form');
    expect(r.text('#report-result')).toContain('background service did not answer (gone)');
  });
});

describe('popup target', () => {
  it('takes #url= when given, else the active tab', async () => {
    const encoded = '#url=' + encodeURIComponent('https://a.test/x?y=1&z=2#frag');
    expect(urlFromHash(encoded)).toBe('https://a.test/x?y=1&z=2#frag');
    expect(await popupTarget(encoded, async () => 'https://tab.test/')).toBe('https://a.test/x?y=1&z=2#frag');
    expect(await popupTarget('', async () => 'https://tab.test/')).toBe('https://tab.test/');
    expect(await popupTarget('', async () => undefined)).toBeNull();
  });
});

describe('popup on a browser page', () => {
  it('does not send a non-web address to be parsed', async () => {
    const send = fakeSend({ ...base, 'verdict/get': () => ({ state: 'not-checked', reason: 'not a web page', host: null, threat: null }) });
    const r = await mount(<Popup send={send} url="chrome://settings/" now={() => NOW} />);
    expect(send.sent.some((m) => m.type === 'parse')).toBe(false);
    expect(r.text('#parse-status')).toBe('Only web pages can be read; this tab shows none.');
    expect(r.text('#verdict')).toBe('Not checked: Palisade did not check this page: not a web page.');
    await r.unmount();
  });
});
