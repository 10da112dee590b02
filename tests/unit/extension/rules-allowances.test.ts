import { describe, expect, it } from 'vitest';
import { createAllowances } from '../../../src/extension/allowances';
import { failureDelayMs } from '../../../src/extension/backoff';
import { createConfigStore } from '../../../src/extension/config';
import { createRepeatVisitRules, ruleCondition } from '../../../src/extension/repeat-visit-rules';
import { syncStatus } from '../../../src/extension/sync-status';
import { emptySyncMeta } from '../../../src/extension/store';
import { clock, freshStore, hashOf, memoryArea, memoryDnr, prefixSetOf } from './fixtures';
import { prefixOf } from '../../../src/blocklist';

const warning = { url: 'https://scam.test/x', host: 'scam.test', threat: null, confirmFailed: false };

describe('repeat-visit rules', () => {
  it('cover a listed host or path prefix, never an exact path or an IP', () => {
    expect(ruleCondition('scam.test/')).toEqual({ requestDomains: ['scam.test'], resourceTypes: ['main_frame'] });
    expect(ruleCondition('docs.test/phish/')).toEqual({ urlFilter: '||docs.test/phish/', resourceTypes: ['main_frame'] });
    expect(ruleCondition('docs.test/phish/login.html')).toBeNull();
    expect(ruleCondition('10.0.0.1/')).toBeNull();
  });

  it('redirect to the warning page, go away for an allowed host, and follow the list', async () => {
    const store = await freshStore();
    const dnr = memoryDnr();
    const rules = createRepeatVisitRules({ dnr: dnr.api, store, warningPath: () => '/warning.html#x' });
    const prefix = prefixOf(await hashOf('scam.test/'));
    await rules.add({ expression: 'scam.test/', prefix, threat: null }, warning);
    await rules.add({ expression: 'other.test/', prefix: prefixOf(await hashOf('other.test/')), threat: null }, warning);
    expect([...dnr.rules.values()].map((r) => r.action.redirect.extensionPath)).toEqual(['/warning.html#x', '/warning.html#x']);

    await rules.removeForHost('login.scam.test');
    expect([...dnr.rules.values()].map((r) => r.condition.requestDomains)).toEqual([['other.test']]);

    const { set } = await prefixSetOf(['unrelated.test/']);
    await rules.pruneTo(set);
    expect(dnr.rules.size).toBe(0);
    expect(await rules.list()).toEqual([]);
  });

  it('removes stray rules the store does not know at start', async () => {
    const store = await freshStore();
    const dnr = memoryDnr();
    await dnr.api.updateDynamicRules({ addRules: [{ id: 9, priority: 1, action: { type: 'redirect', redirect: { extensionPath: '/w' } }, condition: { requestDomains: ['x.test'], resourceTypes: ['main_frame'] } }] });
    await createRepeatVisitRules({ dnr: dnr.api, store, warningPath: () => '' }).reconcile();
    expect(dnr.rules.size).toBe(0);
  });
});

describe('allowances', () => {
  it('last the configured time per host and can be revoked', async () => {
    const store = await freshStore();
    const time = clock();
    const rules = createRepeatVisitRules({ dnr: memoryDnr().api, store, warningPath: () => '' });
    const allowances = createAllowances({ store, rules, now: time.now, durationMs: async () => 60_000 });
    const { host, until } = await allowances.allow('https://Login.Scam.test:8443/a?b');
    expect(host).toBe('login.scam.test');
    expect(until).toBe(time.now() + 60_000);
    expect((await allowances.list()).map((a) => a.host)).toEqual(['login.scam.test']);
    time.advance(60_000);
    expect(await allowances.list()).toEqual([]);
    await allowances.allow('https://a.test/');
    await allowances.revoke('a.test');
    expect(await allowances.list()).toEqual([]);
  });
});

describe('config', () => {
  it('defaults from the build, keeps saved values, and validates them', async () => {
    const area = memoryArea();
    const config = createConfigStore(area, { apiUrl: 'http://127.0.0.1:1/v2', apiKey: 'k', slug: '' });
    expect(await config.get()).toEqual({ apiUrl: 'http://127.0.0.1:1/v2', apiKey: 'k', slug: '', allowanceSeconds: 3600 });
    await config.set({ slug: 'acme', allowanceSeconds: 5 });
    expect(await createConfigStore(area, { apiUrl: 'x', apiKey: 'y', slug: '' }).get()).toMatchObject({ slug: 'acme', allowanceSeconds: 5 });
    await expect(config.set({ allowanceSeconds: 0 })).rejects.toThrow();
  });
});

describe('sync timing and status', () => {
  it('backs off exponentially with jitter, capped', () => {
    const low = [1, 2, 3, 4].map((n) => failureDelayMs(n, () => 0));
    const high = [1, 2, 3, 4].map((n) => failureDelayMs(n, () => 1));
    expect(low).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(high).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(failureDelayMs(3, () => 0.5)).toBeGreaterThan(low[2]!);
    expect(failureDelayMs(3, () => 0.5)).toBeLessThan(high[2]!);
    expect(failureDelayMs(40, () => 1)).toBe(6 * 3600_000);
  });

  it('words the state: never synced, fresh, stale, failing', async () => {
    const { set } = await prefixSetOf(['a.test/']);
    const list = { version: 2, count: 1, set };
    const now = Date.parse('2026-01-02T00:00:00Z');
    expect(syncStatus(emptySyncMeta, null, now).state).toBe('never-synced');
    expect(syncStatus({ ...emptySyncMeta, lastSuccessAt: now - 1000, lastAttemptAt: now - 1000 }, list, now)).toMatchObject({ state: 'fresh', version: 2, count: 1 });
    expect(syncStatus({ ...emptySyncMeta, lastSuccessAt: now - 2 * 86_400_000, lastAttemptAt: now - 2 * 86_400_000 }, list, now).state).toBe('stale');
    expect(syncStatus({ ...emptySyncMeta, lastSuccessAt: now - 5000, lastAttemptAt: now, lastError: 'NetworkError: down', failures: 1 }, list, now).state).toBe('failing');
  });
});
