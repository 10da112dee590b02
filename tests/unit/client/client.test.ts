import { describe, expect, it } from 'vitest';
import { ApiError, createClient, InvalidRequestError, InvalidResponseError, isRetryable, NetworkError } from '../../../src/client';

const version = {
  algoVersion: 1, version: 3, count: 2, checksum: 'a'.repeat(64),
  snapshot: { url: 'http://service.test/v2/asset/blocklist/artifacts/' + 'b'.repeat(64), token: 'b'.repeat(64), count: 2, bytes: 40 },
  diffs: [], waitSeconds: 300,
};

/** A fetch that answers from a queue and records what was asked. */
function scripted(...answers: Array<Response | Error>) {
  const seen: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchFn: typeof fetch = async (input, init) => {
    seen.push({ url: String(input), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { seen, fetch: fetchFn };
}

const client = (f: typeof fetch) => createClient({ baseUrl: 'http://service.test/v2/', apiKey: 'key-1', fetch: f, sleep: async () => {}, random: () => 0.5 });
const envelope = (status: number, code: string, extra: object = {}) => Response.json({ message: `${code} happened`, code, ...extra }, { status });

describe('client', () => {
  it('builds the URL from the contract, sends the key, and parses the answer with the contract schema', async () => {
    const s = scripted(Response.json(version));
    const info = await client(s.fetch).request('blocklistVersion', {});
    expect(info.version).toBe(3);
    expect(s.seen[0]!.url).toBe('http://service.test/v2/asset/blocklist/version');
    expect((s.seen[0]!.init!.headers as Record<string, string>)['x-api-key']).toBe('key-1');
  });

  it('rejects an answer the contract does not allow, naming the field', async () => {
    const s = scripted(Response.json({ ...version, checksum: 'not-hex' }));
    const error = await client(s.fetch).request('blocklistVersion', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).issues.some((i) => i.path?.includes('checksum'))).toBe(true);
  });

  it('refuses to send a body the contract rejects', async () => {
    const s = scripted();
    const error = await client(s.fetch).request('blocklistConfirm', { body: { algoVersion: 1, prefixes: ['XYZ'] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(s.seen).toHaveLength(0);
  });

  it('turns a 422 into an ApiError carrying data.errors', async () => {
    const errors = [{ asset: 'https://x.test/', errorType: 'DUPLICATE_ASSETS', message: 'Duplicate', suggestion: 'Remove it' }];
    const s = scripted(envelope(422, 'UNPROCESSABLE_CONTENT', { data: { errors } }));
    const error = (await client(s.fetch).request('reportCreate', { body: { assets: [{ content: 'https://x.test/' }] } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'UNPROCESSABLE_CONTENT', data: { errors } });
    expect(s.seen).toHaveLength(1);
  });

  it('keeps issues of a 400 and never retries 403 or 409', async () => {
    const bad = scripted(envelope(400, 'BAD_REQUEST', { issues: [{ message: 'Unknown algoVersion', path: ['algoVersion'] }] }));
    const e400 = (await client(bad.fetch).request('blocklistVersion', {}).catch((e: unknown) => e)) as ApiError;
    expect(e400.issues[0]!.path).toEqual(['algoVersion']);
    for (const status of [403, 409]) {
      const s = scripted(envelope(status, status === 403 ? 'FORBIDDEN' : 'CONFLICT'), Response.json(version));
      await expect(client(s.fetch).request('blocklistVersion', {})).rejects.toMatchObject({ status });
      expect(s.seen).toHaveLength(1);
    }
  });

  it('retries a read after a 5xx or a network failure, then succeeds', async () => {
    const s = scripted(envelope(503, 'INTERNAL_SERVER_ERROR'), new TypeError('fetch failed'), Response.json(version));
    expect((await client(s.fetch).request('blocklistVersion', {})).version).toBe(3);
    expect(s.seen).toHaveLength(3);
  });

  it('gives up with a NetworkError when the service stays unreachable', async () => {
    const s = scripted(new TypeError('fetch failed'), new TypeError('fetch failed'), new TypeError('fetch failed'));
    await expect(client(s.fetch).request('blocklistVersion', {})).rejects.toBeInstanceOf(NetworkError);
    expect(s.seen).toHaveLength(3);
  });

  it('retries report creation after a 500 but not after a network failure', async () => {
    const created = { id: 7, createdAt: '2026-01-01T00:00:00.000Z', organization: null };
    const s = scripted(envelope(500, 'INTERNAL_SERVER_ERROR'), Response.json(created));
    expect((await client(s.fetch).request('reportCreate', { body: { assets: [{ content: 'https://x.test/' }] } })).id).toBe(7);
    const n = scripted(new TypeError('fetch failed'), Response.json(created));
    await expect(client(n.fetch).request('reportCreate', { body: { assets: [{ content: 'https://x.test/' }] } })).rejects.toBeInstanceOf(NetworkError);
    expect(n.seen).toHaveLength(1);
  });

  it('classifies retries by the spec', () => {
    expect(isRetryable({ id: 'blocklistConfirm', method: 'post' }, { kind: 'network' })).toBe(true);
    expect(isRetryable({ id: 'disputeCreate', method: 'post' }, { kind: 'status', status: 500 })).toBe(false);
    expect(isRetryable({ id: 'reportCreate', method: 'post' }, { kind: 'status', status: 503 })).toBe(false);
    expect(isRetryable({ id: 'blocklistVersion', method: 'get' }, { kind: 'status', status: 429 })).toBe(false);
  });
});
