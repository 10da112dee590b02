import { describe, expect, it } from 'vitest';
import { applyDiff, decodeSnapshot, hashExpressions, bytesToHex } from '../../../src/blocklist';
import { BlocklistVersionResponse } from '../../../src/contract/blocklist';
import type { BlocklistPublisher } from '../../../src/server/blocklist';
import { expectedPrefixes, publisherHarness, sha256Hex, url } from './helpers';

const BASE = 'https://api.example/v2';

function info(publisher: BlocklistPublisher) {
  const v = publisher.versionInfo(BASE);
  if (v === undefined) throw new Error('nothing published');
  return BlocklistVersionResponse.parse(v);
}

function bytesOf(publisher: BlocklistPublisher, token: string): Uint8Array {
  const bytes = publisher.artifact(token);
  if (bytes === undefined) throw new Error(`artifact ${token} not served`);
  expect(sha256Hex(bytes)).toBe(token); // content-addressed
  return bytes;
}

const first = [url('evil.example'), url('phish.example/login'), url('scam.example'), { type: 'TWITTER', content: '@fakesupport', label: 'Brand Impersonation', brand: 'Acme' }];
const second = [url('evil.example'), url('scam.example'), url('new-scam.example'), url('another.example/path?q=1')];

describe('blocklist publisher', () => {
  it('publishes version 1 whose snapshot decodes to exactly the listed prefixes', async () => {
    const { publisher } = publisherHarness(first);
    expect(publisher.versionInfo(BASE)).toBeUndefined();
    await publisher.start();
    const v1 = info(publisher);
    const expected = await expectedPrefixes(first);
    expect(v1).toMatchObject({ algoVersion: 1, version: 1, count: expected.length, diffs: [] });
    expect(v1.snapshot.url).toBe(`${BASE}/asset/blocklist/artifacts/${v1.snapshot.token}`);
    const snapshot = await decodeSnapshot(bytesOf(publisher, v1.snapshot.token));
    expect(snapshot.version).toBe(1);
    expect([...snapshot.prefixes]).toEqual([...expected]);
    expect(snapshot.checksum).toBe(v1.checksum);
    expect(v1.snapshot.bytes).toBe(publisher.artifact(v1.snapshot.token)!.length);
  });

  it('a client on version 1 applies the diff and holds exactly the new list', async () => {
    const h = publisherHarness(first);
    await h.publisher.start();
    const v1 = info(h.publisher);
    const client1 = await decodeSnapshot(bytesOf(h.publisher, v1.snapshot.token));

    h.setAssets(second);
    h.publisher.onAssetStatusChanged();
    await h.publisher.whenIdle();
    const v2 = info(h.publisher);
    expect(v2.version).toBe(2);
    expect(v2.diffs.map((d) => [d.fromVersion, d.toVersion])).toEqual([[1, 2]]);
    const updated = await applyDiff(client1, bytesOf(h.publisher, v2.diffs[0]!.token));
    expect(updated.version).toBe(2);
    expect([...updated.prefixes]).toEqual([...(await expectedPrefixes(second))]);
    expect(updated.checksum).toBe(v2.checksum);

    // A third version offers diffs from both earlier versions; each lands on the same list.
    const third = [...second, url('third.example')];
    h.setAssets(third);
    h.publisher.onAssetStatusChanged();
    await h.publisher.whenIdle();
    const v3 = info(h.publisher);
    expect(v3.diffs.map((d) => d.fromVersion)).toEqual([1, 2]);
    for (const [client, diff] of [[client1, v3.diffs[0]!], [updated, v3.diffs[1]!]] as const) {
      const next = await applyDiff(client, bytesOf(h.publisher, diff.token));
      expect([...next.prefixes]).toEqual([...(await expectedPrefixes(third))]);
      expect(next.checksum).toBe(v3.checksum);
    }
  });

  it('publishes no new version when the prefixes did not change, yet confirm sees a new label', async () => {
    const h = publisherHarness([url('evil.example', 'General Phishing')]);
    await h.publisher.start();
    h.setAssets([url('evil.example', 'Brand Impersonation', 'Acme')]);
    h.publisher.onAssetStatusChanged();
    await h.publisher.whenIdle();
    expect(info(h.publisher).version).toBe(1);
    const [hash] = await hashExpressions(['evil.example/']);
    const answer = h.publisher.confirm(1, [bytesToHex(hash!).slice(0, 8)]);
    expect(answer.results[0]!.matches).toEqual([{ hash: bytesToHex(hash!), threat: { label: 'Brand Impersonation', brand: 'Acme' } }]);
    expect(h.log.lines.some((l) => l.includes('blocklist unchanged'))).toBe(true);
  });

  it('keeps diffs from the last keepVersions versions, and the artifacts of the previous version info', async () => {
    const h = publisherHarness([url('v1.example')], { keepVersions: 2 });
    await h.publisher.start();
    const tokens: string[] = [info(h.publisher).snapshot.token];
    for (let v = 2; v <= 4; v++) {
      h.setAssets([url(`v${v}.example`)]);
      h.publisher.onAssetStatusChanged();
      await h.publisher.whenIdle();
      tokens.push(info(h.publisher).snapshot.token);
    }
    const v4 = info(h.publisher);
    expect(v4.version).toBe(4);
    expect(v4.diffs.map((d) => d.fromVersion)).toEqual([2, 3]);
    expect(h.publisher.artifact(tokens[3]!)).toBeDefined(); // current
    expect(h.publisher.artifact(tokens[2]!)).toBeDefined(); // named by the previous version info
    expect(h.publisher.artifact(tokens[0]!)).toBeUndefined(); // long gone
  });

  it('collapses 100 status changes into one publish', async () => {
    const h = publisherHarness(first, { debounceMs: 20 });
    await h.publisher.start();
    h.setAssets(second);
    for (let i = 0; i < 100; i++) h.publisher.onAssetStatusChanged();
    await h.publisher.whenIdle();
    expect(h.loads()).toBe(2);
    expect(info(h.publisher).version).toBe(2);
  });

  it('runs one more publish for a change that arrives while one is in flight', async () => {
    const h = publisherHarness(first);
    await h.publisher.start();
    const release = h.hold();
    h.setAssets(second);
    h.publisher.onAssetStatusChanged();
    await new Promise((resolve) => setTimeout(resolve, 30)); // the held publish has started
    expect(h.loads()).toBe(2);
    const third = [...second, url('late.example')];
    h.setAssets(third);
    h.publisher.onAssetStatusChanged();
    h.publisher.onAssetStatusChanged();
    release();
    await h.publisher.whenIdle();
    expect(h.loads()).toBe(3);
    const latest = info(h.publisher);
    const snapshot = await decodeSnapshot(bytesOf(h.publisher, latest.snapshot.token));
    expect([...snapshot.prefixes]).toEqual([...(await expectedPrefixes(third))]);
  });

  it('keeps serving the last version when a publish fails, and retries', async () => {
    const h = publisherHarness(first);
    await h.publisher.start();
    h.setAssets(second);
    h.failNextLoad(new Error('connection reset'));
    h.publisher.onAssetStatusChanged();
    await h.publisher.whenIdle();
    expect(h.log.lines.some((l) => l.includes('blocklist publish failed') && l.includes('connection reset'))).toBe(true);
    expect(h.loads()).toBe(3);
    expect(info(h.publisher).version).toBe(2);
  });

  it('start rejects when the first load fails', async () => {
    const h = publisherHarness(first);
    h.failNextLoad(new Error('database is down'));
    await expect(h.publisher.start()).rejects.toThrow('database is down');
    expect(h.publisher.versionInfo(BASE)).toBeUndefined();
    await h.publisher.start();
    expect(info(h.publisher).version).toBe(1);
  });

  it('names artifact URLs on a CDN when artifactBaseUrl is set', async () => {
    const h = publisherHarness(first, { artifactBaseUrl: 'https://cdn.example/palisade' });
    await h.publisher.start();
    const v1 = info(h.publisher);
    expect(v1.snapshot.url).toBe(`https://cdn.example/palisade/asset/blocklist/artifacts/${v1.snapshot.token}`);
  });

  it('never reuses a version number after a restart: versions start at the clock seconds', async () => {
    const h = publisherHarness(first, { clock: { now: () => new Date('2025-01-15T10:00:00Z') } });
    await h.publisher.start();
    expect(info(h.publisher).version).toBe(Date.parse('2025-01-15T10:00:00Z') / 1000);
  });
});
