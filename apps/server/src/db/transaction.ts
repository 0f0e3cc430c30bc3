import type { Database, DbExecutor } from './client.js';

/** Runs `work` in one transaction, on repositories built on it: it all commits, or none of it. */
export type InTransaction<Unit> = <T>(work: (unit: Unit) => Promise<T>) => Promise<T>;

/**
 * The `inTransaction` a service is given: each call opens a transaction and hands `work` the
 * repositories `unitOf` builds on it (a change and its audit row, say), so they commit together.
 */
export function transactionOf<Unit>(db: Database, unitOf: (tx: DbExecutor) => Unit): InTransaction<Unit> {
  return (work) => db.transaction((tx) => work(unitOf(tx)));
}
