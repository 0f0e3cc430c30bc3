import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { traceQueries } from '../telemetry/tracer.js';

export type Database = NodePgDatabase<typeof schema>;

/**
 * The database or a transaction opened on it: what a repository needs to run its statements, so
 * one transaction can span several modules' repositories (`createUsersRepository(tx)`).
 */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/** A connection pool and the Drizzle client over it. */
export function connectDatabase(url: string, poolSize: number): DatabaseHandle {
  // JIT off for every connection: Kora's statements are short and index-driven, where PostgreSQL's JIT
  // compilation (chosen by cost estimates, e.g. for the creator figures' aggregates) costs more than it saves.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'kora', options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  traceQueries(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
