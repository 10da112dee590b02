import { afterEach, describe, expect, it } from 'vitest';
import { fakeSend, focused, mount } from './dom';
import { WarningPage } from '../../../src/ui/WarningPage';
import type { WarningPayload } from '../../../src/ui/protocol';
import { leavePage } from '../../../src/ui/leave-page';

const payload: WarningPayload = {
  url: 'https://login.examp1e-bank.test/signin?x=1',
  host: 'login.examp1e-bank.test',
  threat: { label: 'Brand Impersonation', brand: 'Example Bank' },
  confirmFailed: false,
};

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function page(p: WarningPayload | null, handlers: Parameters<typeof fakeSend>[0] = {}) {
  const send = fakeSend({ 'config/get': () => ({ apiUrl: '', apiKey: '', slug: '', allowanceSeconds: 3600 }), ...handlers });
  const left: string[] = [];
  const went: string[] = [];
  const r = await mount(<WarningPage payload={p} send={send} leave={() => left.push('left')} go={(u) => went.push(u)} />);
  unmount = r.unmount;
  return { ...r, send, left, went };
}

describe('warning page', () => {
  it('names the host and says why in hedged words, with the brand', async () => {
    const r = await page(payload);
    expect(r.text('#warning-host')).toBe('login.examp1e-bank.test');
    expect(r.text('#warning-reason')).toContain('Palisade thinks this page may be');
    expect(r.text('#warning-reason')).toContain('It appears to impersonate Example Bank');
    expect(r.text('h1')).toBe('This page may be dangerous');
  });

  it('focuses "Back to safety" first and calls leave on click', async () => {
    const r = await page(payload);
    expect(focused()).toBe(r.q('#back-to-safety'));
    await r.click('#back-to-safety');
    expect(r.left).toEqual(['left']);
  });

  it('says when the service could not confirm the match', async () => {
    const r = await page({ ...payload, confirmFailed: true });
    expect(r.text('#warning-reason')).toContain('could not be reached to confirm it');
  });

  it('keeps "Continue anyway" behind details, states the duration, and continues for this site', async () => {
    const r = await page(payload, { 'warning/continue': () => ({ ok: true, until: new Date(Date.now() + 3600_000).toISOString() }) });
    expect(r.q('#details-panel').hasAttribute('hidden')).toBe(true);
    expect(r.q('#show-details').getAttribute('aria-expanded')).toBe('false');
    await r.click('#show-details');
    expect(r.q('#details-panel').hasAttribute('hidden')).toBe(false);
    expect(r.q('#show-details').getAttribute('aria-expanded')).toBe('true');
    expect(r.text('#details-panel')).toContain('for 1 hour');
    expect(r.text('#details-panel')).toContain('Palisade button in the browser toolbar');
    await r.click('#continue-anyway');
    expect(r.send.sent).toContainEqual({ type: 'warning/continue', url: payload.url });
    expect(r.went).toEqual([payload.url]);
  });

  it('states the duration the background configures', async () => {
    const r = await page(payload, { 'config/get': () => ({ apiUrl: '', apiKey: '', slug: '', allowanceSeconds: 120 }) });
    expect(r.text('#details-panel')).toContain('for 2 minutes');
  });

  it('stays blocked and says so when the background does not answer "continue"', async () => {
    const r = await page(payload, { 'warning/continue': () => Promise.reject(new Error('gone')) });
    await r.click('#show-details');
    await r.click('#continue-anyway');
    expect(r.went).toEqual([]);
    expect(r.text('#continue-result')).toContain('the page stays blocked');
  });

  it('renders a malformed payload as a warning without actions that need the address', async () => {
    const r = await page(null);
    expect(r.has('#back-to-safety')).toBe(true);
    expect(r.has('#continue-anyway')).toBe(false);
    expect(r.text('#warning-reason')).toContain('details of the warning are missing');
  });

  it('renders a hostile host as text, never as markup', async () => {
    const host = '<img src=x onerror=alert(1)>.test';
    const r = await page({ ...payload, host, url: `https://${host}/`, threat: { label: null, brand: '<b>Brand</b>' } });
    expect(r.text('#warning-host')).toBe(host);
    expect(r.root.querySelector('img')).toBeNull();
    expect(r.root.querySelector('#warning-reason b')).toBeNull();
    expect(r.text('#warning-reason')).toContain('It appears to impersonate <b>Brand</b>.');
  });
});

describe('leaving the warning page', () => {
  const env = (historyLength: number, log: string[]) => ({
    historyLength,
    back: () => void log.push('back'),
    openNewTab: async () => void log.push('open'),
    closeThisTab: async () => void log.push('close'),
  });

  it('goes back when there is history', async () => {
    const log: string[] = [];
    expect(await leavePage(env(3, log))).toBe('back');
    expect(log).toEqual(['back']);
  });

  it('opens a fresh tab before closing this one when there is none', async () => {
    const log: string[] = [];
    expect(await leavePage(env(1, log))).toBe('new-tab');
    expect(log).toEqual(['open', 'close']);
  });
});
