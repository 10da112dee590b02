import { afterEach, describe, expect, it } from 'vitest';
import { fakeSend, focused, mount, type Handlers } from './dom';
import { WarningPage } from '../../../src/ui/WarningPage';

const payload = { url: 'https://scam.test/login', host: 'scam.test', threat: null, confirmFailed: false };

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function openDispute(handlers: Handlers) {
  const send = fakeSend({ 'config/get': () => ({ apiUrl: '', apiKey: '', slug: '' }), ...handlers });
  const r = await mount(<WarningPage payload={payload} send={send} leave={() => {}} go={() => {}} />);
  unmount = r.unmount;
  expect(r.has('#dispute-email')).toBe(false);
  await r.click('#report-mistake');
  expect(r.q('#report-mistake').getAttribute('aria-expanded')).toBe('true');
  return { ...r, send };
}

describe('"This is a mistake" dispute form', () => {
  it('opens with focus in the email field and files a dispute with the optional fields', async () => {
    const r = await openDispute({ 'warning/dispute': () => ({ ok: true, id: 'd-42' }) });
    expect(focused()).toBe(r.q('#dispute-email'));
    await r.type('#dispute-email', ' me@example.org ');
    await r.type('#dispute-description', 'This is my own shop.');
    await r.submit('form.dispute');
    expect(r.send.sent).toContainEqual({
      type: 'warning/dispute',
      url: payload.url,
      email: 'me@example.org',
      description: 'This is my own shop.',
    });
    expect(r.text('#dispute-result')).toContain('reference d-42');
    expect(r.q('#dispute-submit').hasAttribute('disabled')).toBe(true);
  });

  it('sends no email or description when they are left empty', async () => {
    const r = await openDispute({ 'warning/dispute': () => ({ ok: true, id: '7' }) });
    await r.submit('form.dispute');
    expect(r.send.sent).toContainEqual({ type: 'warning/dispute', url: payload.url });
  });

  it('refuses a malformed email beside the field without sending', async () => {
    const r = await openDispute({ 'warning/dispute': () => ({ ok: true, id: '7' }) });
    await r.type('#dispute-email', 'not-an-email');
    await r.submit('form.dispute');
    expect(r.send.sent.some((m) => m.type === 'warning/dispute')).toBe(false);
    expect(r.text('#dispute-email-error')).toContain('does not look like an email address');
    expect(r.q('#dispute-email').getAttribute('aria-invalid')).toBe('true');
    expect(r.q('#dispute-email').getAttribute('aria-describedby')).toBe('dispute-email-error');
  });

  it('says clearly when the service is unreachable', async () => {
    const r = await openDispute({ 'warning/dispute': () => ({ ok: false, message: 'The service could not be reached.' }) });
    await r.submit('form.dispute');
    const text = r.text('#dispute-result');
    expect(text).toContain('could not be sent: The service could not be reached. The Palisade service may be unreachable');
    expect(text).not.toContain('..');
    expect(text).toContain('try again later');
    expect(r.q('#dispute-submit').hasAttribute('disabled')).toBe(false);
  });

  it('says so when the background itself does not answer', async () => {
    const r = await openDispute({ 'warning/dispute': () => Promise.reject(new Error('no receiver')) });
    await r.submit('form.dispute');
    expect(r.text('#dispute-result')).toContain('background service did not answer (no receiver). Please try again later.');
  });
});
