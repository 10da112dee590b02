// The typed API client: one `call` for every operation of the contract registry. The operation object
// carries the method, path, auth and the zod schemas, so the request is checked before it leaves and the
// answer is parsed with the very schema the server was built from (never cast). Failures are typed
// (errors.ts) and retried only where the spec allows it (retry.ts).
import type { z } from 'zod';
import type { Operation } from '../contract/operation';
import { getOperation, type OperationById, type OperationId } from '../contract/registry';
import { ErrorEnvelope, UnprocessableEnvelope, STATUS_CODE, issuesFromZod, type ErrorStatus } from '../contract/errors';
import { ApiError, InvalidRequestError, InvalidResponseError, NetworkError } from './errors';
import { defaultRetryPolicy, isRetryable, retryDelayMs, type Outcome, type RetryPolicy } from './retry';

type Req<O extends Operation> = O['request'];
export type CallInput<O extends Operation> = (Req<O> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown) &
  (Req<O> extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : unknown) &
  (Req<O> extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : unknown);

export type CallOutput<O extends Operation> = O extends { responseContentType: 'application/octet-stream' }
  ? Uint8Array
  : O['responses'] extends { 200: infer R extends z.ZodType }
    ? z.output<R>
    : unknown;

export interface ClientOptions {
  /** Ends in /v2, e.g. https://api.example.com/v2 */
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export type Client = ReturnType<typeof createClient>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The error code of a failed answer that carries no envelope of its own. */
const codeForStatus = (status: number) => STATUS_CODE[status as ErrorStatus] ?? `HTTP_${status}`;

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send(op: Pick<Operation, 'id' | 'method'>, url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let outcome: Outcome;
      let response: Response | undefined;
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        outcome = { kind: 'status', status: response.status };
      } catch (cause) {
        outcome = { kind: 'network' };
        if (attempt >= policy.retries || !isRetryable(op, outcome)) {
          throw new NetworkError(`Could not reach the service (${op.id}): ${String(cause)}`, { cause });
        }
      }
      if (response && (response.ok || attempt >= policy.retries || !isRetryable(op, outcome))) return response;
      await response?.body?.cancel();
      await sleep(retryDelayMs(attempt, policy, random));
    }
  }

  async function failure(op: Operation, response: Response): Promise<ApiError> {
    const fallbackCode = codeForStatus(response.status);
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      return new ApiError(response.status, fallbackCode, `HTTP ${response.status} from ${op.id}`);
    }
    const unprocessable = UnprocessableEnvelope.safeParse(body);
    if (unprocessable.success) {
      const e = unprocessable.data;
      return new ApiError(response.status, e.code, e.message, e.issues ?? [], e.data);
    }
    const envelope = ErrorEnvelope.safeParse(body);
    if (envelope.success) return new ApiError(response.status, envelope.data.code, envelope.data.message, envelope.data.issues ?? []);
    return new ApiError(response.status, fallbackCode, `HTTP ${response.status} from ${op.id}`);
  }

  function checked(op: Operation, schema: z.ZodType | undefined, value: unknown): unknown {
    if (!schema) return value;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new InvalidRequestError(op.id, issuesFromZod(parsed.error));
    return parsed.data;
  }

  function urlFor(op: Operation, input: { params?: unknown; query?: unknown }): string {
    const params = checked(op, op.request.params, input.params) as Record<string, unknown> | undefined;
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
    const query = checked(op, op.request.query, input.query) as Record<string, unknown> | undefined;
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
    const qs = search.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  }

  /** Calls one operation of the contract and returns its parsed 200 answer. */
  async function call<O extends Operation>(op: O, input: CallInput<O>): Promise<CallOutput<O>> {
    const given = input as { body?: unknown; params?: unknown; query?: unknown };
    const headers: Record<string, string> = { accept: op.responseContentType ?? 'application/json' };
    if (op.auth === 'apiKey') headers['x-api-key'] = options.apiKey;
    const init: RequestInit = { method: op.method.toUpperCase(), headers };
    if (op.request.body) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(checked(op, op.request.body, given.body));
    }
    const response = await send(op, urlFor(op, given), init);
    if (!response.ok) throw await failure(op, response);
    if (op.responseContentType === 'application/octet-stream') {
      return new Uint8Array(await response.arrayBuffer()) as CallOutput<O>;
    }
    const schema = op.responses[200];
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new InvalidResponseError(op.id, response.status, [{ message: 'Body is not JSON' }]);
    }
    const parsed = schema ? schema.safeParse(body) : { success: true as const, data: body };
    if (!parsed.success) throw new InvalidResponseError(op.id, response.status, issuesFromZod(parsed.error));
    // Parsed by op.responses[200] above; TypeScript cannot follow the schema through the generic index.
    return parsed.data as CallOutput<O>;
  }

  /** Downloads an artifact by its absolute URL (the version answer names them; they may live on a CDN). */
  async function fetchBytes(url: string): Promise<Uint8Array> {
    const response = await send({ id: 'blocklistArtifact', method: 'get' }, url, { method: 'GET' });
    if (!response.ok) throw new ApiError(response.status, codeForStatus(response.status), `HTTP ${response.status} for ${url}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** The same as `call`, naming the operation by its registry id: `client.request('blocklistVersion', {})`. */
  function request<I extends OperationId>(id: I, input: CallInput<OperationById<I>>): Promise<CallOutput<OperationById<I>>> {
    return call(getOperation(id), input);
  }

  return { call, request, fetchBytes, baseUrl: base };
}
