import { describe, expect, it } from 'vitest';
import { bytesToHex, encodeSnapshot, makeDiff, prefixesChecksum, sha256 } from '../../../src/blocklist';
import { createListHolder } from '../../../src/extension/list-holder';
import { createSync } from '../../../src/extension/sync';
import { clock, freshStore, testClient } from './fixtures';

type Version = { version: number; prefixes: Uint32Array };
const v = (version: number, ...prefixes: number[]): Version => ({ version, prefixes: Uint32Array.from(prefixes).sort() });

/**
 * A blocklist service made of real artifacts: /version announces `current`, artifacts are served by
 * token. `diffTo` makes the offered diffs lead elsewhere, so their result disagrees with the checksum.
 */
async function service(versions: Version[]) {
  const artifacts = new Map<string, Uint8Array>();
  const put = async (bytes: Uint8Array) => {
    const token = bytesToHex(await sha256(bytes));
    artifacts.set(token, bytes);
    return token;
  };
  const state = { current: versions[0]!, versionCalls: 0, fetched: [] as string[], down: false, diffTo: null as Version | null };
  const base = 'http://service.test/v2';
  const fetchFn: typeof fetch = async (input) => {
    if (state.down) throw new TypeError('fetch failed');
    const url = String(input);
    if (url.endsWith('/asset/blocklist/version')) {
      state.versionCalls += 1;
      await new Promise((r) => setTimeout(r, 5));
      const cur = state.current;
      const snapshot = await encodeSnapshot(cur);
      const snapToken = await put(snapshot);
      const diffs = [];
      for (const old of versions.filter((o) => o.version < cur.version)) {
        // A tampered diff leads from `old` to other prefixes than the announced ones (same version number).
        const target = state.diffTo ? { version: cur.version, prefixes: state.diffTo.prefixes } : cur;
        const diff = await makeDiff(old, target);
        diffs.push({ fromVersion: old.version, toVersion: cur.version, url: `${base}/asset/blocklist/artifacts/${await put(diff)}`, token: bytesToHex(await sha256(diff)), bytes: diff.length });
      }
      return Response.json({
        algoVersion: 1, version: cur.version, count: cur.prefixes.length, checksum: await prefixesChecksum(cur.prefixes),
        snapshot: { url: `${base}/asset/blocklist/artifacts/${snapToken}`, token: snapToken, count: cur.prefixes.length, bytes: snapshot.length },
        diffs, waitSeconds: 600,
      });
    }
    const token = url.split('/').pop()!;
    state.fetched.push(token);
    const bytes = artifacts.get(token);
    return bytes ? new Response(Uint8Array.from(bytes)) : new Response('not found', { status: 404 });
  };
  return { state, fetch: fetchFn, artifacts };
}

async function setup(versions: Version[]) {
  const svc = await service(versions);
  const store = await freshStore();
  const list = createListHolder(store);
  await list.ready;
  const time = clock();
  const sync = createSync({ store, list, client: testClient(svc.fetch), now: time.now, random: () => 0.5 });
  return { svc, store, list, time, sync };
}

describe('sync', () => {
  it('downloads the snapshot on first sync and waits as long as the service asks', async () => {
    const { sync, list, store, time } = await setup([v(1, 10, 20, 30)]);
    const report = await sync.syncNow();
    expect(report).toMatchObject({ outcome: 'snapshot', lastError: null, failures: 0, nextSyncAt: time.now() + 600_000 });
    expect(list.get()?.version).toBe(1);
    expect(list.get()?.set.has(20)).toBe(true);
    expect((await store.getList())?.prefixes).toEqual(Uint32Array.from([10, 20, 30]));
    expect(await sync.syncIfDue()).toBeNull();
  });

  it('applies the diff from the stored version instead of downloading the snapshot', async () => {
    const versions = [v(1, 10, 20, 30), v(2, 10, 30, 40, 50)];
    const { sync, list, svc } = await setup(versions);
    await sync.syncNow();
    svc.state.current = versions[1]!;
    svc.state.fetched.length = 0;
    const report = await sync.syncNow();
    expect(report.outcome).toBe('diff');
    expect(svc.state.fetched).toHaveLength(1);
    expect(list.get()?.version).toBe(2);
    expect(list.get()?.set.has(20)).toBe(false);
    expect(list.get()?.set.has(50)).toBe(true);
  });

  it('falls back to the snapshot when the diff result disagrees with the announced checksum', async () => {
    const versions = [v(1, 10, 20, 30), v(2, 10, 30, 40, 50)];
    const { sync, list, svc } = await setup(versions);
    await sync.syncNow();
    svc.state.current = versions[1]!;
    svc.state.diffTo = v(2, 10, 99); // the diff leads to a different list than the one announced
    const report = await sync.syncNow();
    expect(report.outcome).toBe('snapshot');
    expect(report.diffFallback).toMatch(/CHECKSUM/);
    expect(list.get()?.version).toBe(2);
    expect(list.get()?.set.has(50)).toBe(true);
    expect(list.get()?.set.has(99)).toBe(false);
  });

  it('keeps the last good list when a sync fails, and backs off longer after each failure', async () => {
    const versions = [v(1, 10, 20, 30), v(2, 40)];
    const { sync, list, svc, time } = await setup(versions);
    await sync.syncNow();
    svc.state.current = versions[1]!;
    svc.state.down = true;
    const first = await sync.syncNow();
    expect(first).toMatchObject({ failures: 1, outcome: null });
    expect(first.lastError).toMatch(/NetworkError/);
    expect(first.lastAttemptAt).toBe(time.now());
    expect(list.get()?.version).toBe(1);
    expect(list.get()?.set.has(20)).toBe(true);
    const second = await sync.syncNow();
    expect(second.failures).toBe(2);
    expect(second.nextSyncAt! - time.now()).toBeGreaterThan(first.nextSyncAt! - time.now());
    expect(second.lastSuccessAt).not.toBeNull();

    svc.state.down = false;
    expect((await sync.syncNow()).failures).toBe(0);
    expect(list.get()?.version).toBe(2);
  });

  it('refuses an artifact whose bytes do not match its token', async () => {
    const { list, svc } = await setup([v(1, 10, 20)]);
    const originalFetch = svc.fetch;
    let tampered = false;
    const report = await createSync({
      store: await freshStore(), list, now: Date.now, random: () => 0.5,
      client: testClient(async (input, init) => {
        const res = await originalFetch(input, init);
        if (String(input).includes('/artifacts/')) {
          tampered = true;
          const bytes = new Uint8Array(await res.arrayBuffer());
          bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
          return new Response(bytes);
        }
        return res;
      }),
    }).syncNow();
    expect(tampered).toBe(true);
    expect(report.lastError).toMatch(/TOKEN_MISMATCH/);
    expect(list.get()).toBeNull();
  });

  it('collapses overlapping syncs into one request in flight', async () => {
    const { sync, svc } = await setup([v(1, 10)]);
    const [a, b, c] = [sync.syncNow(), sync.syncNow(), sync.syncNow()];
    expect(a).toBe(b);
    expect(b).toBe(c);
    await a;
    expect(svc.state.versionCalls).toBe(1);
    await sync.syncNow();
    expect(svc.state.versionCalls).toBe(2);
  });
});
