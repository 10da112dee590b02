// The one place where database number typing is settled. node-postgres returns int8 (`count(*)`,
// `sum(...)`) as a string and PGlite as a number; casting in SQL to int4 makes both return a number.
import { sql, type SQL } from 'drizzle-orm';

/** `count(*)` as a JavaScript number on both databases. */
export const countAll = (): SQL<number> => sql<number>`cast(count(*) as integer)`.mapWith(Number);

/** `count(expr)` as a number. */
export const countOf = (expr: SQL | unknown): SQL<number> => sql<number>`cast(count(${expr}) as integer)`.mapWith(Number);

/** `count(distinct expr)` as a number. */
export const countDistinct = (expr: SQL | unknown): SQL<number> => sql<number>`cast(count(distinct ${expr}) as integer)`.mapWith(Number);

/** The (I)LIKE pattern for "contains `text`": `%`, `_` and `\` in the text match themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any numeric value coming back from raw SQL (`db.execute`) as a number, whichever driver answered. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  throw new TypeError(`expected a number from the database, got ${typeof value}`);
}

/** Rows of a raw `db.execute(sql)` result; both drivers put them in `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
