/**
 * Postgres' unique_violation (23505) on the named unique index or constraint, whether the driver's
 * error arrives bare or wrapped by Drizzle (as its `cause`).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgError = e?.cause ?? e;
  return pgError?.code === '23505' && pgError.constraint === constraint;
}
