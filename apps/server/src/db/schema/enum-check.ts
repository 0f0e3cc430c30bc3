import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `<column> in ('a', 'b', …)` from one of the shared enumerations (TIERS, CURRENCIES,
 * VIDEO_STATUSES…), so the database's check constraint and the contract read the same list.
 * The values are our own constants (never input), quoted as SQL literals.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.some((v) => !/^[A-Za-z0-9_]+$/.test(v))) throw new Error(`valeurs d'énumération inattendues : ${values.join(', ')}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
