import { describe, expect, it } from 'vitest';
import { createGuard, DECOYS_PER_CONFIRM } from '../../../src/extension/guard';
import { createListHolder } from '../../../src/extension/list-holder';
import { clock, confirmService, freshStore, hashOf, loadedHolder, prefixSetOf, testClient } from './fixtures';
import { prefixOf, prefixToHex } from '../../../src/blocklist';

const scam = { expression: 'scam-demo.test/', threat: { label: 'Brand Impersonation', brand: 'Acme' } };

async function setup(options: { listedLocally?: string[]; listedOnService?: typeof scam[]; cacheSeconds?: number } = {}) {
  const store = await freshStore();
  const list = await loadedHolder(store, options.listedLocally ?? [scam.expression]);
  const service = confirmService(options.listedOnService ?? [scam], options.cacheSeconds);
  const time = clock();
  const guard = createGuard({ list, store, client: testClient(service.fetch), now: time.now, random: Math.random, waitForFirstList: async () => {} });
  return { store, list, service, time, guard };
}

describe('guard', () => {
  it('calls a clean page safe without asking the service', async () => {
    const { guard, service } = await setup();
    for (const url of ['https://example.org/', 'http://news.example.com/a/b?c=1', 'https://shop.test/cart']) {
      expect((await guard.check(url)).verdict.state).toBe('safe');
    }
    expect(service.state.calls).toHaveLength(0);
  });

  it('warns on a listed page, hiding the real prefix among decoys, and caches the answer', async () => {
    const { guard, service } = await setup();
    const decision = await guard.check('https://login.scam-demo.test/account/verify?x=1');
    expect(decision.verdict).toMatchObject({ state: 'warned', host: 'login.scam-demo.test', threat: scam.threat });
    expect(decision.warning).toEqual({ url: 'https://login.scam-demo.test/account/verify?x=1', host: 'login.scam-demo.test', threat: scam.threat, confirmFailed: false });
    expect(decision.matched?.expression).toBe('scam-demo.test/');

    expect(service.state.calls).toHaveLength(1);
    const asked = service.state.calls[0]!;
    expect(asked).toHaveLength(1 + DECOYS_PER_CONFIRM);
    expect(asked).toContain(prefixToHex(prefixOf(await hashOf(scam.expression))));

    expect((await guard.check('https://scam-demo.test/')).verdict.state).toBe('warned');
    expect(service.state.calls).toHaveLength(1);
  });

  it('treats a local prefix hit whose full hash the service does not list as safe, and caches the negative', async () => {
    // Listed locally (prefix present) but the service lists nothing: a prefix collision.
    const { guard, service } = await setup({ listedOnService: [] });
    expect((await guard.check('https://scam-demo.test/')).verdict.state).toBe('safe');
    expect((await guard.check('https://scam-demo.test/other')).verdict.state).toBe('safe');
    expect(service.state.calls).toHaveLength(1);
  });

  it('asks again once the cached answer expires', async () => {
    const { guard, service, time } = await setup({ cacheSeconds: 60 });
    await guard.check('https://scam-demo.test/');
    time.advance(61_000);
    await guard.check('https://scam-demo.test/');
    expect(service.state.calls).toHaveLength(2);
  });

  it('still warns on a stale cached positive when the service is unreachable, and says the confirm failed', async () => {
    const { guard, service, time } = await setup({ cacheSeconds: 60 });
    await guard.check('https://scam-demo.test/');
    time.advance(3600_000);
    service.state.down = true;
    const decision = await guard.check('https://scam-demo.test/pay');
    expect(decision.verdict.state).toBe('warned');
    expect(decision.warning?.confirmFailed).toBe(true);
  });

  it('reports "not checked" when a local hit cannot be confirmed and nothing is cached', async () => {
    const { guard, service } = await setup();
    service.state.down = true;
    expect((await guard.check('https://scam-demo.test/')).verdict).toMatchObject({ state: 'not-checked', reason: 'check failed: service unreachable' });
  });

  it('honours an allowance for the host until it expires', async () => {
    const { guard, store, time } = await setup();
    await store.putAllowance({ host: 'scam-demo.test', until: time.now() + 60_000 });
    const allowed = await guard.check('https://scam-demo.test/');
    expect(allowed.verdict.state).toBe('allowed-by-user');
    expect(allowed.warning).toBeNull();
    time.advance(60_001);
    expect((await guard.check('https://scam-demo.test/')).verdict.state).toBe('warned');
  });

  it('does not check pages that are not on the web', async () => {
    const { guard } = await setup();
    for (const url of ['chrome://newtab/', 'about:blank', 'chrome-extension://abc/popup.html', 'file:///etc/passwd']) {
      expect((await guard.check(url)).verdict).toMatchObject({ state: 'not-checked', reason: 'not a web page' });
    }
  });

  it('on a cold start waits for the list instead of calling a listed page safe', async () => {
    const store = await freshStore();
    const list = createListHolder(store);
    const service = confirmService([scam]);
    const waitForFirstList = async () => {
      const { set } = await prefixSetOf([scam.expression]);
      list.set({ version: 1, count: set.size, set });
    };
    const guard = createGuard({ list, store, client: testClient(service.fetch), now: Date.now, random: Math.random, waitForFirstList });
    expect((await guard.check('https://scam-demo.test/')).verdict.state).toBe('warned');
  });

  it('answers "blocklist not loaded yet" when no list ever arrived', async () => {
    const store = await freshStore();
    const guard = createGuard({ list: createListHolder(store), store, client: testClient(confirmService([]).fetch), now: Date.now, random: Math.random, waitForFirstList: async () => {} });
    expect((await guard.check('https://scam-demo.test/')).verdict).toMatchObject({ state: 'not-checked', reason: 'blocklist not loaded yet' });
  });
});
