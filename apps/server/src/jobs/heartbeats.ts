import os from 'node:os';
import { randomBytes } from 'node:crypto';

/** What pg-boss lends us to run SQL on its pool. */
export interface SqlRunner {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** An active job that went silent, now claimed by this process's sweep. */
export interface LostJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  singletonKey: string | null;
  priority: number;
}

/**
 * Liveness of running jobs, in the `job_heartbeats` table. A worker beats for each job it
 * runs; a beat that finds its row taken means another process declared the job lost, and
 * the work must stop. Any process's sweep claims active jobs nobody has beaten for
 * `staleSeconds` (a row update under lock: exactly one sweeper wins each job).
 */
export function createHeartbeats(sql: SqlRunner, staleSeconds: number) {
  const worker = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  return {
    worker,
    /** Marks the job as this process's (replacing a previous holder's row). */
    async start(jobId: string, queue: string): Promise<void> {
      await sql.executeSql(
        `insert into job_heartbeats (job_id, queue, worker, beat_at) values ($1, $2, $3, now())
         on conflict (job_id) do update set worker = excluded.worker, beat_at = now()`,
        [jobId, queue, worker],
      );
    },
    /** Says the job is still running here; false when another process has taken it over. */
    async beat(jobId: string): Promise<boolean> {
      const { rows } = await sql.executeSql('update job_heartbeats set beat_at = now() where job_id = $1 and worker = $2 returning job_id', [jobId, worker]);
      return rows.length > 0;
    },
    /**
     * The run is over. The row is left fresh rather than deleted: pg-boss completes or fails the
     * job a moment later, and until then a sweep must not take it for a silent one. `purge`
     * removes such rows once their job is no longer active.
     */
    async end(jobId: string): Promise<void> {
      await sql.executeSql('update job_heartbeats set beat_at = now() where job_id = $1 and worker = $2', [jobId, worker]);
    },
    /** Forgets the rows of jobs that are no longer running. */
    async purge(): Promise<void> {
      await sql.executeSql(
        `delete from job_heartbeats h where h.beat_at < now() - $1 * interval '1 second'
         and not exists (select 1 from pgboss.job j where j.id = h.job_id and j.state = 'active')`,
        [staleSeconds],
      );
    },
    /** Claims the active jobs of these queues whose worker has gone silent. */
    async claimLost(queues: readonly string[]): Promise<LostJob[]> {
      const { rows } = await sql.executeSql(
        `with candidates as (
           select id, name, data, retry_count, retry_limit, singleton_key, priority from pgboss.job
           where name = any($1::text[]) and state = 'active' and started_on < now() - $2 * interval '1 second'
         ), claimed as (
           insert into job_heartbeats (job_id, queue, worker, beat_at)
           select id, name, $3, now() from candidates
           on conflict (job_id) do update set worker = excluded.worker, beat_at = now()
             where job_heartbeats.beat_at < now() - $2 * interval '1 second'
           returning job_id
         )
         select c.id, c.name, c.data, c.retry_count as "retryCount", c.retry_limit as "retryLimit", c.singleton_key as "singletonKey", c.priority
         from candidates c join claimed on claimed.job_id = c.id`,
        [queues, staleSeconds, `sweep:${worker}`],
      );
      return rows as LostJob[];
    },
    async release(jobId: string): Promise<void> {
      await sql.executeSql('delete from job_heartbeats where job_id = $1 and worker = $2', [jobId, `sweep:${worker}`]);
    },
  };
}
export type Heartbeats = ReturnType<typeof createHeartbeats>;
