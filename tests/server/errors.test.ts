// The one onError: ApiError keeps its envelope; anything unexpected is a logged 500 with a generic
// message (a separate one for database failures), never the cause.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, withErrors } from '../../src/contract/operation';
import { createApp } from '../../src/server/app';
import { ApiError } from '../../src/server/http/api-error';
import { createMemoryLogger } from '../../src/server/log';
import { route } from '../../src/server/routes/define';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

const op = (id: string) =>
  defineOperation({ id, method: 'post', path: `/test/${id}`, group: 'Operations', summary: id, auth: 'apiKey', request: { body: z.object({}) }, responses: { 200: z.object({}), ...withErrors() } });

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let call: (id: string) => Promise<{ status: number; json: Record<string, unknown> }>;
  const log = createMemoryLogger();
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    const { app } = createApp({
      db: w.db,
      log,
      routes: [
        route(op('boom'), async () => {
          throw new Error('secret internal detail');
        }),
        route(op('badSql'), async ({ deps }) => {
          await deps.db.execute(sql`select * from no_such_table_here`);
          return {};
        }),
        route(op('conflict'), async () => {
          throw new ApiError(409, 'Already resolved');
        }),
      ],
    });
    call = async (id) => {
      const r = await app.request(`/v2/test/${id}`, { method: 'POST', headers: { 'x-api-key': w.keys.acme, 'content-type': 'application/json' }, body: '{}' });
      return { status: r.status, json: (await r.json()) as Record<string, unknown> };
    };
  });

  it('an unexpected error is a 500 with the generic message, logged with its cause', async () => {
    const r = await call('boom');
    expect(r).toEqual({ status: 500, json: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } });
    expect(log.lines.some((l) => l.includes('unhandled error') && l.includes('secret internal detail'))).toBe(true);
  });

  it('a database failure is a 500 with the database variant of the message', async () => {
    const r = await call('badSql');
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ message: 'Internal server error: a database operation failed', code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(r.json)).not.toContain('no_such_table');
  });

  it('an ApiError keeps its status, code and message', async () => {
    expect(await call('conflict')).toEqual({ status: 409, json: { message: 'Already resolved', code: 'CONFLICT' } });
  });
});
