// Runs a test suite on every database the service supports: PGlite (one in-memory instance per test
// file) always, and PostgreSQL when PALISADE_PG_URL is set (scripts/with-postgres.sh), in a fresh
// database created for the file and dropped after it.
import { afterAll, beforeAll, describe } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/open';
import type { Database, DatabaseKind } from '../../../src/server/db/types';
import { createScratchDatabase } from './scratch-postgres';

export function forEachDatabase(suite: (kind: DatabaseKind, getDatabase: () => Database) => void): void {
  const targets: { kind: DatabaseKind; open: () => Promise<{ database: Database; drop: () => Promise<void> }> }[] = [
    { kind: 'pglite', open: async () => ({ database: await openDatabase('memory'), drop: async () => {} }) },
  ];
  const url = process.env.PALISADE_PG_URL;
  if (url) targets.push({ kind: 'postgres', open: () => freshPostgres(url) });

  for (const target of targets) {
    describe(target.kind, () => {
      let opened: { database: Database; drop: () => Promise<void> } | undefined;
      beforeAll(async () => {
        opened = await target.open();
      });
      afterAll(async () => {
        await opened?.database.close();
        await opened?.drop();
      });
      suite(target.kind, () => {
        if (!opened) throw new Error('database not open yet (use it inside a test or hook)');
        return opened.database;
      });
    });
  }
}

async function freshPostgres(adminUrl: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const scratch = await createScratchDatabase(adminUrl, 'palisade_test');
  return { database: await openDatabase(scratch.url, { poolSize: 60 }), drop: scratch.drop };
}

/** Empties every table (ids restart), for suites that need a clean slate between tests. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`
    DO $$ DECLARE t text; BEGIN
      SELECT string_agg(format('%I', tablename), ', ') INTO t FROM pg_tables WHERE schemaname = 'public';
      EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE';
    END $$;`);
}
