// The database handle every part of the server takes: the common supertype of drizzle's PGlite and
// node-postgres databases, so one query runs unchanged on both.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every domain function that writes takes `Db | Tx` as `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable location (`memory`, the folder, or the URL without its password). */
  location: string;
  close(): Promise<void>;
}
