import pg from 'pg';
import type { Db } from 'pg-boss';
import { isUndefinedTable } from '../db/pg-errors.js';

/** pg-boss migrates a schema from this version (pg-boss 11's) on; pg-boss 10's, 24, is below it. */
const FIRST_MIGRATABLE_VERSION = 25;

/** A job that was waiting or running in the old schema. */
export interface OldJob {
  name: string;
  data: unknown;
  priority: number;
  singletonKey: string | null;
  /** Its retries not yet spent: a job that was running is queued again without spending one. */
  retriesLeft: number;
}

export interface PgBoss10Upgrade {
  /** Sends each waiting or running job of the old schema (`send` gets the transaction) and drops that schema, in one transaction. */
  moveJobs(send: (job: OldJob, db: Db) => Promise<void>): Promise<void>;
  /** Ends the session, which lets the next process starting on this database go on. */
  close(): Promise<void>;
}

/**
 * pg-boss cannot migrate the schema pg-boss 10 installed. Before pg-boss starts, such a schema is
 * renamed `<schema>_v10`, so that pg-boss installs its own; once the queues exist, `moveJobs` carries
 * the jobs over and drops the old schema. Processes starting together take turns on an advisory lock
 * held until `close`, and an upgrade cut short is taken up again by the next start. Undefined (after
 * one query) when the database holds no such schema.
 */
export async function openPgBoss10Upgrade(connectionString: string, schema: string): Promise<PgBoss10Upgrade | undefined> {
  const old = `${schema}_v10`;
  const client = new pg.Client({ connectionString, application_name: 'kora-jobs-upgrade' });
  await client.connect();
  const state = async () => {
    const { rows } = await client.query<{ installed: boolean; setAside: boolean }>(
      `select to_regclass($1) is not null as installed, to_regnamespace($2) is not null as "setAside"`,
      [`${schema}.version`, old],
    );
    const { installed, setAside } = rows[0] as { installed: boolean; setAside: boolean };
    const version = installed ? (await client.query<{ version: number }>(`select version from ${schema}.version`)).rows[0]?.version : undefined;
    return { tooOld: version !== undefined && version < FIRST_MIGRATABLE_VERSION, setAside };
  };
  try {
    // Looked at without the lock, the schema can be renamed by another process between the two reads: a table gone
    // meanwhile means one is upgrading, so this one takes the lock and looks again.
    const before = await state().catch((err: unknown) => {
      if (isUndefinedTable(err)) return { tooOld: true, setAside: true };
      throw err;
    });
    if (!before.tooOld && !before.setAside) {
      await client.end();
      return undefined;
    }
    await client.query('select pg_advisory_lock(hashtext($1))', [`kora:${old}`]);
    const locked = await state();
    if (locked.tooOld) {
      if (locked.setAside) throw new Error(`Deux schémas pg-boss trop anciens pour être migrés : ${schema} et ${old}`);
      await client.query(`alter schema ${schema} rename to ${old}`);
    }
    const pending = locked.tooOld || locked.setAside;
    return {
      async moveJobs(send) {
        if (!pending) return;
        const db: Db = { executeSql: (text, values) => client.query(text, values) };
        await client.query('begin');
        try {
          const { rows } = await client.query<OldJob>(
            `select name, data, priority, singleton_key as "singletonKey", greatest(retry_limit - retry_count, 0) as "retriesLeft"
             from ${old}.job where state in ('created', 'retry', 'active') order by created_on`,
          );
          for (const job of rows) await send(job, db);
          await client.query(`drop schema ${old} cascade`);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        }
      },
      close: () => client.end(),
    };
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
}
