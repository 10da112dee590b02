// A service over a test database with a small world: two organizations, their keys, users with
// memberships and a staff user, a fake clock and an in-memory log. `call` sends a request through
// app.request (no socket) and returns the status and parsed JSON.
import { createApp, type AppOptions } from '../../../src/server/app';
import { fakeClock } from '../../../src/server/clock';
import type { Database } from '../../../src/server/db/types';
import { addMembership, createApiKey, createOrganization, createUser } from '../../../src/server/domain/admin';
import { createMemoryLogger } from '../../../src/server/log';
import { resetDatabase } from './databases';

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  raw?: string;
  contentType?: string | null;
}

export async function makeWorld(database: Database, options: Partial<AppOptions> = {}) {
  await resetDatabase(database);
  const clock = fakeClock();
  const log = createMemoryLogger();
  const db = database.db;
  const now = clock.now();
  const acme = await createOrganization(db, now, { slug: 'acme', name: 'Acme Corp', darkWebMonitoring: true });
  const globex = await createOrganization(db, now, { slug: 'globex', name: 'Globex' });
  await createOrganization(db, now, { slug: 'initech', name: 'Initech' });
  for (const email of ['alice@acme.test', 'bob@example.test', 'staff@palisade.test', 'nobody@example.test']) {
    await createUser(db, now, { email, staff: email.startsWith('staff') });
  }
  await addMembership(db, now, { userEmail: 'alice@acme.test', orgSlug: 'acme', role: 'OWNER' });
  await addMembership(db, now, { userEmail: 'bob@example.test', orgSlug: 'acme', role: 'MEMBER' });
  await addMembership(db, now, { userEmail: 'bob@example.test', orgSlug: 'globex', role: 'ADMIN' });
  const keys = {
    acme: (await createApiKey(db, now, { orgSlug: 'acme', role: 'ADMIN' })).key,
    globex: (await createApiKey(db, now, { orgSlug: 'globex', role: 'ADMIN' })).key,
    alice: (await createApiKey(db, now, { userEmail: 'alice@acme.test' })).key,
    bob: (await createApiKey(db, now, { userEmail: 'bob@example.test' })).key,
    staff: (await createApiKey(db, now, { userEmail: 'staff@palisade.test' })).key,
    nobody: (await createApiKey(db, now, { userEmail: 'nobody@example.test' })).key,
  };
  const { app, deps } = createApp({ db, dbKind: database.kind, clock, log, ...options });

  async function call(method: string, path: string, opts: CallOptions = {}) {
    const headers: Record<string, string> = {};
    const key = opts.key === undefined ? keys.acme : opts.key;
    if (key) headers['x-api-key'] = key;
    const hasBody = opts.raw !== undefined || opts.body !== undefined;
    if (opts.contentType !== null && (hasBody || opts.contentType)) headers['content-type'] = opts.contentType ?? 'application/json';
    const response = await app.request(`/v2${path}`, {
      method: method.toUpperCase(),
      headers,
      body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await response.text();
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  }

  const settle = async () => {
    while (deps.background.size > 0) await Promise.all([...deps.background]);
  };

  return { app, deps, db, clock, log, keys, call, settle, orgs: { acme, globex } };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;
