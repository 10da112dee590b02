// Date filters of the organization reads (reports, metrics): ISO 8601 instants or bare YYYY-MM-DD
// dates, inclusive at both ends. A bare end date means the whole of that day (UTC), which is what a
// person asking for "reports up to 2024-01-15" expects; an instant is taken as given.
import { gte, is, lt, lte, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;
const isBareDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** SQL conditions keeping `column` (a timestamptz column or expression) inside [startDate, endDate]. */
export function withinRange(column: AnyPgColumn | SQL, startDate: string | undefined, endDate: string | undefined): SQL[] {
  const where: SQL[] = [];
  // A raw expression has no column type to map a Date, so it compares with an explicit timestamptz.
  const at = (d: Date) => (is(column, SQL) ? sql`${d.toISOString()}::timestamptz` : d);
  const col = column as AnyPgColumn;
  if (startDate !== undefined) where.push(gte(col, at(new Date(startDate))));
  if (endDate !== undefined) {
    where.push(isBareDate(endDate) ? lt(col, at(new Date(new Date(endDate).getTime() + DAY_MS))) : lte(col, at(new Date(endDate))));
  }
  return where;
}
