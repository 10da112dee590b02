// The composed background with its platform passed in: fake-indexeddb, in-memory storage and
// declarativeNetRequest, recorded alarms and tab updates, and the real service in process. Every message
// of INTERFACES.md gets an answer that parses with its response schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createBackground, SYNC_ALARM } from '../../../src/extension/background';
import { parseWarningHash, responseSchemas, type Message } from '../../../src/extension/messages';
import { memoryArea, memoryDnr } from './fixtures';
import { SERVICE_KEY, startInProcessService, type InProcessService } from './service';

let service: InProcessService;
beforeAll(async () => {
  service = await startInProcessService();
}, 60_000);
afterAll(async () => {
  service.publisher.stop();
  await service.database.close();
});

const EXT = 'chrome-extension://palisade-test';

function platform() {
  const dnr = memoryDnr();
  const alarms: Array<{ name: string; when?: number }> = [];
  const updates: Array<{ tabId: number; url: string }> = [];
  const browser = {
    runtime: { id: 'palisade-test', getURL: (path: string) => `${EXT}${path}` },
    storage: { local: memoryArea() },
    alarms: { create: (name: string, info: { when?: number }) => void alarms.push({ name, ...info }) },
    tabs: { update: async (tabId: number, p: { url: string }) => void updates.push({ tabId, url: p.url }) },
    declarativeNetRequest: dnr.api,
  };
  const background = createBackground({
    browser, fetch: service.fetch, indexedDB: new IDBFactory(), log: () => undefined,
    env: { WXT_API_URL: 'http://service.test/v2', WXT_API_KEY: SERVICE_KEY, WXT_ORG_SLUG: 'acme' },
  });
  const page = { id: 'palisade-test', url: `${EXT}/popup.html`, frameId: 0 };
  const send = async (m: Message) => {
    const answer = await background.onMessage(m, page);
    const parsed = responseSchemas[m.type].safeParse(answer);
    if (!parsed.success) throw new Error(`${m.type} answered ${JSON.stringify(answer)}`);
    return parsed.data as Record<string, unknown>;
  };
  return { background, dnr, alarms, updates, send };
}

describe('background', () => {
  it('syncs on install, warns a listed navigation by redirecting the tab, and adds the repeat-visit rule', async () => {
    const p = platform();
    await p.background.onInstalled();
    expect(p.alarms.at(-1)?.name).toBe(SYNC_ALARM);
    await p.background.onBeforeNavigate({ tabId: 7, frameId: 0, url: 'https://www.scam-one.com/login' });
    expect(p.updates).toHaveLength(1);
    const warning = parseWarningHash(new URL(p.updates[0]!.url).hash);
    expect(p.updates[0]!.url.startsWith(`${EXT}/warning.html#`)).toBe(true);
    expect(warning).toMatchObject({ url: 'https://www.scam-one.com/login', host: 'www.scam-one.com', confirmFailed: false });
    expect([...p.dnr.rules.values()][0]?.condition.requestDomains).toEqual(['scam-one.com']);

    await p.background.onBeforeNavigate({ tabId: 7, frameId: 3, url: 'https://scam-one.com/' });
    await p.background.onBeforeNavigate({ tabId: 8, frameId: 0, url: 'https://example.org/' });
    expect(p.updates).toHaveLength(1);
  }, 30_000);

  it('answers every message with its schema, and refuses other senders', async () => {
    const p = platform();
    await p.background.onInstalled();
    const page = 'https://scam-one.com/pay';
    expect(await p.send({ type: 'ready' })).toEqual({ ready: true, listLoaded: true });
    expect(await p.send({ type: 'sync/status' })).toMatchObject({ state: 'fresh', count: 1 });
    expect(await p.send({ type: 'sync/now' })).toMatchObject({ state: 'fresh' });
    expect(await p.send({ type: 'verdict/get', url: page })).toMatchObject({ state: 'warned', host: 'scam-one.com' });
    expect(await p.send({ type: 'verdict/get', url: `${EXT}/warning.html#${encodeURIComponent(JSON.stringify({ url: page, host: 'scam-one.com', threat: null, confirmFailed: false }))}` })).toMatchObject({ state: 'warned' });
    expect(await p.send({ type: 'parse', content: 'https://news-site.com/a' })).toMatchObject({ ok: true, parsed: { type: 'URL' } });
    const report = await p.send({ type: 'report/create', url: 'https://report-this.com/x', title: 'Fake shop' });
    expect(report).toMatchObject({ ok: true });
    const again = await p.send({ type: 'report/create', url: 'https://report-this.com/x', title: 'Fake shop' });
    expect(again).toMatchObject({ ok: false, status: 422 });
    expect((again.errors as unknown[]).length).toBeGreaterThan(0);
    expect(await p.send({ type: 'warning/dispute', url: page, description: 'This is my site' })).toMatchObject({ ok: true });
    expect(await p.send({ type: 'warning/continue', url: page })).toMatchObject({ ok: true });
    expect(await p.send({ type: 'verdict/get', url: page })).toMatchObject({ state: 'allowed-by-user' });
    expect(await p.send({ type: 'allowances/list' })).toMatchObject({ allowances: [{ host: 'scam-one.com' }] });
    expect(await p.send({ type: 'allowances/revoke', host: 'scam-one.com' })).toEqual({ ok: true });
    expect(await p.send({ type: 'allowances/list' })).toEqual({ allowances: [] });
    expect(await p.send({ type: 'config/get' })).toMatchObject({ apiUrl: 'http://service.test/v2', slug: 'acme', allowanceSeconds: 3600 });
    expect(await p.send({ type: 'config/set', apiUrl: 'http://service.test/v2', apiKey: SERVICE_KEY, slug: 'acme', allowanceSeconds: 60 })).toEqual({ ok: true });
    expect(await p.send({ type: 'config/test', apiUrl: 'http://service.test/v2', apiKey: SERVICE_KEY, slug: 'acme' })).toMatchObject({ ok: true });
    expect(await p.send({ type: 'config/test', apiUrl: 'http://service.test/v2', apiKey: 'cp_test_wrongwrongwrongwrong', slug: '' })).toMatchObject({ ok: false });

    expect(await p.background.onMessage({ type: 'ready' }, { id: 'someone-else', url: 'https://evil.test/' })).toMatchObject({ error: expect.any(String) });
    expect(await p.background.onMessage({ type: 'warning/continue', url: page }, { id: 'palisade-test', url: `${EXT}/warning.html`, frameId: 2 })).toMatchObject({ error: expect.any(String) });
    expect(await p.background.onMessage({ type: 'nope' }, { id: 'palisade-test', url: `${EXT}/popup.html` })).toMatchObject({ error: expect.any(String) });
  }, 30_000);
});
