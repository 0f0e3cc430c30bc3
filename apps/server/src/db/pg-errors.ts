/**
 * Postgres' unique_violation (23505) on the named unique index or constraint, whether the driver's
 * error arrives bare or wrapped by Drizzle (as its `cause`).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgError = e?.cause ?? e;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

/**
 * A row still refers to the one being deleted (or a new row refers to nothing): Postgres'
 * foreign_key_violation (23503, a `no action` key) or restrict_violation (23001, an `on delete
 * restrict` key), whether the driver's error arrives bare or wrapped by Drizzle.
 */
export function isReferenceViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const code = (e?.cause ?? e)?.code;
  return code === '23503' || code === '23001';
}

/** Postgres' undefined_table (42P01): the table was not there (or was renamed away) when the statement ran. */
export function isUndefinedTable(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.cause ?? e)?.code === '42P01';
}
