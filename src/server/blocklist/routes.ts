// HTTP handlers of the Blocklist sync group (INTERFACES.md): version and confirm answer from the
// publisher's memory; artifacts are immutable bytes addressed by their SHA-256, cacheable by any CDN.
// The handlers validate with the contract's schemas and answer errors in the spec's envelope themselves,
// so they work both on a plain Hono app and behind the server's registry-driven router.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { BlocklistArtifactParams, BlocklistConfirmBody } from '../../contract/blocklist';
import type { BlocklistPublisher } from './publisher';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Confirm is the hottest path (DESIGN §2.5): its 200 is built straight from one shared init, the same
// status and Content-Type c.json would give, without c.json's per-call header object and merge.
const JSON_200: ResponseInit = { status: 200, headers: { 'Content-Type': 'application/json' } };

type Issue = { message: string; path?: (string | number)[] };

const errorBody = (code: string, message: string, issues?: Issue[]) => (issues === undefined ? { message, code } : { message, code, issues });

const issuesOf = (error: z.ZodError): Issue[] =>
  error.issues.map((i) => ({ message: i.message, path: i.path.filter((p): p is string | number => typeof p !== 'symbol') }));

/** The request's own `/v2` base, so artifact URLs are absolute and point back at this service. */
function baseUrlOf(c: Context, suffix: string): string {
  const url = new URL(c.req.url);
  const path = url.pathname.endsWith(suffix) ? url.pathname.slice(0, -suffix.length) : url.pathname;
  return `${url.origin}${path}`;
}

export interface BlocklistHandlerOptions {
  /** Absolute `/v2` base behind a proxy; otherwise derived from each request's URL. */
  baseUrl?: string | null;
}

export function blocklistHandlers(publisher: BlocklistPublisher, options: BlocklistHandlerOptions = {}) {
  const confirmValidated = (body: BlocklistConfirmBody): Response =>
    new Response(JSON.stringify(publisher.confirm(body.algoVersion, body.prefixes)), JSON_200);
  return {
    blocklistVersion(c: Context): Response {
      const info = publisher.versionInfo(options.baseUrl ?? baseUrlOf(c, '/asset/blocklist/version'));
      if (info === undefined) {
        c.header('Retry-After', '5');
        return c.json(errorBody('INTERNAL_SERVER_ERROR', 'The blocklist is being published; retry shortly'), 503);
      }
      c.header('Cache-Control', 'no-cache');
      return c.json(info);
    },

    /** `validated`: the body when a router already parsed it with the contract's schema. */
    async blocklistConfirm(c: Context, validated?: BlocklistConfirmBody): Promise<Response> {
      let body = validated;
      if (body === undefined) {
        let raw: unknown;
        try {
          raw = await c.req.json();
        } catch {
          return c.json(errorBody('BAD_REQUEST', 'Request body must be JSON', [{ message: 'Expected a JSON object', path: [] }]), 400);
        }
        const parsed = BlocklistConfirmBody.safeParse(raw);
        if (!parsed.success) return c.json(errorBody('BAD_REQUEST', 'Invalid input data', issuesOf(parsed.error)), 400);
        body = parsed.data;
      }
      return confirmValidated(body);
    },

    /** Synchronous: for a router that already parsed the body with the contract's schema. */
    blocklistConfirmValidated: confirmValidated,

    blocklistArtifact(c: Context): Response {
      const parsed = BlocklistArtifactParams.safeParse({ token: c.req.param('token') });
      if (!parsed.success) return c.json(errorBody('BAD_REQUEST', 'Invalid input data', issuesOf(parsed.error)), 400);
      const { token } = parsed.data;
      const bytes = publisher.artifact(token);
      if (bytes === undefined) return c.json(errorBody('NOT_FOUND', 'Artifact not found'), 404);
      const etag = `"${token}"`;
      const headers = { 'Cache-Control': IMMUTABLE, ETag: etag };
      if (c.req.header('If-None-Match')?.split(/\s*,\s*/).includes(etag)) return c.body(null, 304, headers);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/octet-stream' });
    },
  };
}

/** Mounts the three routes on `app`, whose root is the API's `/v2` base. Authentication is the app's middleware. */
export function mountBlocklistRoutes(app: Hono, publisher: BlocklistPublisher, options: BlocklistHandlerOptions = {}): void {
  const h = blocklistHandlers(publisher, options);
  app.get('/asset/blocklist/version', (c) => h.blocklistVersion(c));
  app.post('/asset/blocklist/confirm', (c) => h.blocklistConfirm(c));
  app.get('/asset/blocklist/artifacts/:token', (c) => h.blocklistArtifact(c));
}
