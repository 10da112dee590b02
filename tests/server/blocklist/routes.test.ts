import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bytesToHex, decodeSnapshot, hashExpressions } from '../../../src/blocklist';
import { BlocklistConfirmResponse, BlocklistVersionResponse } from '../../../src/contract/blocklist';
import { ErrorEnvelope } from '../../../src/contract/errors';
import { mountBlocklistRoutes } from '../../../src/server/blocklist';
import { publisherHarness, sha256Hex, url } from './helpers';

async function appWith(started = true) {
  const h = publisherHarness([url('evil.example', 'General Phishing'), url('phish.example/login', 'Brand Impersonation', 'Acme')]);
  if (started) await h.publisher.start();
  const v2 = new Hono();
  mountBlocklistRoutes(v2, h.publisher);
  const app = new Hono().route('/v2', v2);
  return { app, ...h };
}

const post = (body: string) => ({ method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

async function expectBadRequest(res: Response, path: (string | number)[]) {
  expect(res.status).toBe(400);
  const body = ErrorEnvelope.parse(await res.json());
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.issues?.map((i) => i.path)).toContainEqual(path);
}

describe('blocklist routes', () => {
  it('GET /version names absolute artifact URLs on this service, and the snapshot downloads', async () => {
    const { app } = await appWith();
    const res = await app.request('http://api.test/v2/asset/blocklist/version');
    expect(res.status).toBe(200);
    const info = BlocklistVersionResponse.parse(await res.json());
    expect(info.snapshot.url).toBe(`http://api.test/v2/asset/blocklist/artifacts/${info.snapshot.token}`);

    const artifact = await app.request(info.snapshot.url);
    expect(artifact.status).toBe(200);
    expect(artifact.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(artifact.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(artifact.headers.get('ETag')).toBe(`"${info.snapshot.token}"`);
    const bytes = new Uint8Array(await artifact.arrayBuffer());
    expect(sha256Hex(bytes)).toBe(info.snapshot.token);
    expect((await decodeSnapshot(bytes)).checksum).toBe(info.checksum);

    const revalidated = await app.request(info.snapshot.url, { headers: { 'If-None-Match': `"${info.snapshot.token}"` } });
    expect(revalidated.status).toBe(304);
  });

  it('GET /version answers 503 until the first version is published', async () => {
    const { app } = await appWith(false);
    const res = await app.request('http://api.test/v2/asset/blocklist/version');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
  });

  it('GET /artifacts: 404 for an unknown token, 400 for a malformed one', async () => {
    const { app } = await appWith();
    const unknown = await app.request(`/v2/asset/blocklist/artifacts/${'0'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(ErrorEnvelope.parse(await unknown.json()).code).toBe('NOT_FOUND');
    await expectBadRequest(await app.request('/v2/asset/blocklist/artifacts/not-a-token'), ['token']);
  });

  it('POST /confirm answers hits and misses by prefix', async () => {
    const { app } = await appWith();
    const [evil, miss] = (await hashExpressions(['evil.example/', 'good.example/'])).map(bytesToHex);
    const res = await app.request('/v2/asset/blocklist/confirm', post(JSON.stringify({ algoVersion: 1, prefixes: [evil!.slice(0, 8), miss!.slice(0, 8)] })));
    expect(res.status).toBe(200);
    const body = BlocklistConfirmResponse.parse(await res.json());
    expect(body.results).toEqual([
      { prefix: evil!.slice(0, 8), matches: [{ hash: evil, threat: { label: 'General Phishing', brand: null } }] },
      { prefix: miss!.slice(0, 8), matches: [] },
    ]);
  });

  it('POST /confirm: 400 naming the field for an unknown algoVersion, a bad prefix, too many prefixes, or non-JSON', async () => {
    const { app } = await appWith();
    const confirm = (body: string) => app.request('/v2/asset/blocklist/confirm', post(body));
    await expectBadRequest(await confirm(JSON.stringify({ algoVersion: 2, prefixes: ['00000000'] })), ['algoVersion']);
    await expectBadRequest(await confirm(JSON.stringify({ algoVersion: 1, prefixes: ['ABCDEF01'] })), ['prefixes', 0]);
    await expectBadRequest(await confirm(JSON.stringify({ algoVersion: 1, prefixes: ['00000000', 'abc'] })), ['prefixes', 1]);
    await expectBadRequest(await confirm(JSON.stringify({ algoVersion: 1, prefixes: Array(101).fill('00000000') })), ['prefixes']);
    await expectBadRequest(await confirm(JSON.stringify({ algoVersion: 1, prefixes: [] })), ['prefixes']);
    await expectBadRequest(await confirm(JSON.stringify({ prefixes: ['00000000'] })), ['algoVersion']);
    expect((await confirm('{not json')).status).toBe(400);
  });
});
