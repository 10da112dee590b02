import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hashExpressions } from '../../../src/blocklist';
import { UnknownAlgoVersionError } from '../../../src/server/blocklist';
import { publisherHarness, url } from './helpers';

// Two hosts whose `host/` expressions share a 4-byte prefix, found by birthday search (~80k tries).
function prefixCollision(): [string, string] {
  const seen = new Map<string, string>();
  for (let i = 0; ; i++) {
    const host = `c${i}.example`;
    const prefix = createHash('sha256').update(`${host}/`).digest('hex').slice(0, 8);
    const other = seen.get(prefix);
    if (other !== undefined) return [other, host];
    seen.set(prefix, host);
  }
}

const hex = async (expression: string) => bytesToHex((await hashExpressions([expression]))[0]!);

describe('blocklist confirm', () => {
  it('returns the full hashes of listed expressions for a hit and nothing for a miss', async () => {
    const h = publisherHarness([
      url('evil.example', 'General Phishing'),
      { type: 'TWITTER', content: '@fakesupport', label: 'Brand Impersonation', brand: 'Acme' },
    ]);
    await h.publisher.start();
    const evil = await hex('evil.example/');
    const profile = await hex('x.com/fakesupport');
    const miss = await hex('good.example/');
    const answer = h.publisher.confirm(1, [evil.slice(0, 8), miss.slice(0, 8), profile.slice(0, 8)]);
    expect(answer).toMatchObject({ algoVersion: 1, version: 1 });
    expect(answer.cacheSeconds).toBeGreaterThan(0);
    expect(answer.results).toEqual([
      { prefix: evil.slice(0, 8), matches: [{ hash: evil, threat: { label: 'General Phishing', brand: null } }] },
      { prefix: miss.slice(0, 8), matches: [] },
      { prefix: profile.slice(0, 8), matches: [{ hash: profile, threat: { label: 'Brand Impersonation', brand: 'Acme' } }] },
    ]);
  });

  it('groups every expression sharing a prefix under it, once per requested prefix', async () => {
    const [a, b] = prefixCollision();
    const h = publisherHarness([url(a, 'General Phishing'), url(b, 'C2 Server')]);
    await h.publisher.start();
    const [ha, hb] = [await hex(`${a}/`), await hex(`${b}/`)];
    const prefix = ha.slice(0, 8);
    expect(hb.slice(0, 8)).toBe(prefix);
    const answer = h.publisher.confirm(1, [prefix, prefix]);
    expect(answer.results).toHaveLength(1);
    const matches = answer.results[0]!.matches;
    expect(matches.map((m) => m.hash)).toEqual([ha, hb].sort());
    expect(matches.find((m) => m.hash === hb)!.threat.label).toBe('C2 Server');
    // The snapshot carries the shared prefix once.
    expect(h.publisher.versionInfo('http://x/v2')!.count).toBe(1);
  });

  it('reports a labelled threat when several assets list one expression', async () => {
    const h = publisherHarness([
      url('https://evil.example/', null),
      url('evil.example', 'General Phishing'),
    ]);
    await h.publisher.start();
    const evil = await hex('evil.example/');
    expect(h.publisher.confirm(1, [evil.slice(0, 8)]).results[0]!.matches).toEqual([{ hash: evil, threat: { label: 'General Phishing', brand: null } }]);
  });

  it('forgets an expression once its asset leaves the list', async () => {
    const h = publisherHarness([url('evil.example'), url('other.example')]);
    await h.publisher.start();
    const evil = await hex('evil.example/');
    h.setAssets([url('other.example')]);
    h.publisher.onAssetStatusChanged();
    await h.publisher.whenIdle();
    expect(h.publisher.confirm(1, [evil.slice(0, 8)]).results[0]!.matches).toEqual([]);
  });

  it('refuses an unknown algoVersion', async () => {
    const h = publisherHarness([url('evil.example')]);
    await h.publisher.start();
    expect(() => h.publisher.confirm(2, ['00000000'])).toThrow(UnknownAlgoVersionError);
  });
});
