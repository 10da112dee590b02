import { afterEach, describe, expect, it } from 'vitest';
import { fakeSend, focused, mount, type Handlers } from './dom';
import { apiUrlProblem } from '../../../src/ui/api-url';
import { OptionsPage } from '../../../src/ui/OptionsPage';

const stored = { apiUrl: 'https://api.palisade.test/v2', apiKey: 'k-secret', slug: 'acme', allowanceSeconds: 3600 };

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function options(handlers: Handlers = {}) {
  const send = fakeSend({ 'config/get': () => stored, ...handlers });
  const r = await mount(<OptionsPage send={send} />);
  unmount = r.unmount;
  return { ...r, send };
}

describe('options page', () => {
  it('shows the stored settings, the key in a password field', async () => {
    const r = await options();
    expect(r.q<HTMLInputElement>('#api-url').value).toBe(stored.apiUrl);
    expect(r.q<HTMLInputElement>('#api-key').value).toBe('k-secret');
    expect(r.q('#api-key').getAttribute('type')).toBe('password');
    expect(r.q<HTMLInputElement>('#slug').value).toBe('acme');
  });

  it('saves the trimmed fields', async () => {
    const r = await options({ 'config/set': () => ({ ok: true }) });
    await r.type('#api-url', ' http://127.0.0.1:8787/v2 ');
    await r.type('#slug', 'other');
    await r.submit('form');
    expect(r.send.sent).toContainEqual({ type: 'config/set', apiUrl: 'http://127.0.0.1:8787/v2', apiKey: 'k-secret', slug: 'other' });
    expect(r.text('#options-result')).toBe('Saved. Palisade uses these settings from now on.');
  });

  it('refuses a plain-http remote URL beside the field, without saving', async () => {
    const r = await options({ 'config/set': () => ({ ok: true }) });
    await r.type('#api-url', 'http://api.palisade.test/v2');
    await r.submit('form');
    expect(r.send.sent.some((m) => m.type === 'config/set')).toBe(false);
    expect(r.text('#api-url-error')).toContain('must use https://');
    expect(focused()).toBe(r.q('#api-url'));
  });

  it('tests the connection with the values in the form and says the result', async () => {
    const r = await options({
      'config/test': (c) => (c.apiKey === 'good' ? { ok: true, detail: 'list version 3' } : { ok: false, message: 'the API key was refused (401)' }),
    });
    await r.click('#test-connection');
    expect(r.text('#options-result')).toBe('Connection failed: the API key was refused (401)');
    await r.type('#api-key', 'good');
    await r.click('#test-connection');
    expect(r.send.sent).toContainEqual({ type: 'config/test', apiUrl: stored.apiUrl, apiKey: 'good', slug: 'acme' });
    expect(r.text('#options-result')).toBe('Connection works: list version 3');
  });
});

describe('API URL validation', () => {
  it('requires https except on loopback', () => {
    expect(apiUrlProblem('https://api.example.com/v2')).toBeNull();
    expect(apiUrlProblem('http://127.0.0.1:8787/v2')).toBeNull();
    expect(apiUrlProblem('http://localhost:3000/v2')).toBeNull();
    expect(apiUrlProblem('http://[::1]:3000/v2')).toBeNull();
    expect(apiUrlProblem('http://127.0.0.1.evil.test/v2')).toContain('https://');
    expect(apiUrlProblem('http://localhost.evil.test/')).toContain('https://');
    expect(apiUrlProblem('ftp://example.com/')).toContain('https://');
    expect(apiUrlProblem('api.example.com')).toContain("isn't a complete web address");
    expect(apiUrlProblem('')).toContain('Enter the address');
    expect(apiUrlProblem('https://user:pw@api.example.com/')).toContain('user name or password');
  });
});
