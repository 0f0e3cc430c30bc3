import pg from 'pg';
import PgBoss from 'pg-boss';
import { createHeartbeats, type SqlRunner } from './heartbeats.js';
import type { JobHandler, WorkOptions } from './job.js';
import { jobDefinitions, type JobName, type JobPayload } from './registry.js';

export type { JobName, JobPayload } from './registry.js';

/**
 * Work nobody is waiting for (preparing the demo catalogue) goes after the work of people (an upload, an import):
 * workers take waiting jobs by priority, then by age; retries keep their job's priority.
 */
export const BACKGROUND_PRIORITY = -10;

export interface JobQueue {
  /** Queues a job; `key` makes it a singleton (not queued while one with that key waits or runs); `priority` 0 unless said. */
  send<N extends JobName>(name: N, payload: JobPayload<N>, key?: string, options?: { priority?: number }): Promise<void>;
  work<N extends JobName>(name: N, handler: JobHandler<JobPayload<N>>, options?: WorkOptions<JobPayload<N>>): Promise<void>;
  stop(): Promise<void>;
  /** Jobs not finished, by name and state (created, retry, active): the queue's depth for the metrics. */
  depth(): Promise<Array<{ name: string; state: string; count: number }>>;
}

/** How a run of a job ended, for the metrics. */
export type JobOutcome = 'completed' | 'failed' | 'interrupted';

export interface JobQueueOptions {
  onError: (err: Error) => void;
  /** Told when a run of a job ends here, with its duration (the worker's transcode durations). */
  onRunEnded?: (name: string, seconds: number, outcome: JobOutcome) => void;
  /** A running job not heard from for this long is taken away from its worker and run again. */
  staleSeconds?: number;
}

class JobTakenOver extends Error {
  override readonly name = 'JobTakenOver';
}

/** What a run knows of its job row. */
interface JobRow {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  singletonKey?: string | null;
  priority?: number;
}

export async function startJobQueue(connectionString: string, { onError, onRunEnded, staleSeconds = 60 }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', application_name: 'kora-jobs', max: 4 });
  const stopping = new AbortController();
  boss.on('error', onError);
  await boss.start();
  for (const [name, def] of Object.entries(jobDefinitions)) await boss.createQueue(name, { name, ...def.options });
  const sql = boss.getDb() as SqlRunner;
  // For the two-statement moves that must happen together (end an attempt, queue its copy).
  const pool = new pg.Pool({ connectionString, max: 2, application_name: 'kora-jobs-tx' });
  pool.on('error', onError);
  const heartbeats = createHeartbeats(sql, staleSeconds);
  const beatEveryMs = (staleSeconds * 1000) / 4;
  const gaveUp = new Map<string, (data: unknown) => Promise<void>>();
  const running = new Set<Promise<unknown>>();

  /**
   * Ends an attempt (cancelled: a run still going on somewhere can then neither complete nor
   * fail it, pg-boss only touches active or waiting rows) and, in the same transaction, queues a
   * copy under a new id with the retries left. Without retries left, `onGaveUp` runs instead,
   * before the commit: if it fails, the next sweep tries again.
   */
  async function requeue(job: JobRow, { consumeRetry }: { consumeRetry: boolean }): Promise<void> {
    const name = job.name as JobName;
    const retriesLeft = job.retryLimit - job.retryCount - (consumeRetry ? 1 : 0);
    const client = await pool.connect();
    const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
    try {
      await client.query('begin');
      // pg-boss 10 answers { affected } here; its type declarations say void.
      const { affected } = (await boss.cancel(name, job.id, { db })) as unknown as { affected: number };
      if (affected === 1) {
        if (retriesLeft < 0) await gaveUp.get(name)?.(job.data);
        else {
          const { retryDelay } = jobDefinitions[name].options;
          const startAfter = consumeRetry ? retryDelay * 2 ** job.retryCount : 0;
          await boss.send(name, job.data as object, { ...jobDefinitions[name].options, retryLimit: retriesLeft, startAfter, singletonKey: job.singletonKey ?? undefined, priority: job.priority ?? 0, db });
        }
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** Takes the jobs whose worker has gone silent away from it and runs them again (a retry spent). */
  async function sweep(): Promise<void> {
    for (const lost of await heartbeats.claimLost([...gaveUp.keys()])) {
      await requeue(lost, { consumeRetry: true });
      await heartbeats.release(lost.id);
    }
    await heartbeats.purge();
  }
  const sweeper = setInterval(() => {
    const run = sweep().catch((err: unknown) => onError(err as Error));
    running.add(run);
    void run.finally(() => running.delete(run));
  }, beatEveryMs * 2).unref();

  return {
    async send(name, payload, key, { priority = 0 } = {}) {
      const data = jobDefinitions[name].payload.parse(payload);
      if (key) {
        const { rows } = await sql.executeSql(`select 1 from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`, [name, key]);
        if (rows.length > 0) return;
      }
      await boss.send(name, data, { ...jobDefinitions[name].options, priority, ...(key ? { singletonKey: key } : {}) });
    },
    async work(name, handler, options = {}) {
      gaveUp.set(name, async (data) => options.onGaveUp?.(jobDefinitions[name].payload.parse(data) as JobPayload<typeof name>));
      await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const payload = jobDefinitions[name].payload.parse(job.data) as JobPayload<typeof name>;
        const lost = new AbortController();
        await heartbeats.start(job.id, name);
        const beat = setInterval(() => {
          heartbeats.beat(job.id).then(
            (owned) => owned || lost.abort(new JobTakenOver('tâche reprise par un autre worker')),
            (err: unknown) => onError(err as Error),
          );
        }, beatEveryMs);
        const startedAt = performance.now();
        const ended = (outcome: JobOutcome) => onRunEnded?.(name, (performance.now() - startedAt) / 1000, outcome);
        try {
          await handler(payload, {
            lastAttempt: job.retryCount >= job.retryLimit,
            signal: AbortSignal.any([stopping.signal, lost.signal]),
            stillOwned: () => heartbeats.beat(job.id),
          });
          ended('completed');
        } catch (err) {
          const interrupted = lost.signal.aborted || stopping.signal.aborted;
          ended(interrupted ? 'interrupted' : 'failed');
          // Taken over: the attempt was already ended and copied by the sweep; nothing to do here.
          if (lost.signal.aborted) return;
          // Interrupted by a stop: the job waits for another worker, without spending a retry.
          if (stopping.signal.aborted) return await requeue({ ...job, name }, { consumeRetry: false });
          throw err;
        } finally {
          clearInterval(beat);
          await heartbeats.end(job.id).catch((err: unknown) => onError(err as Error));
        }
      });
    },
    async depth() {
      const { rows } = await sql.executeSql(
        `select name, state::text as state, count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active') group by name, state`,
        [],
      );
      return rows as Array<{ name: string; state: string; count: number }>;
    },
    async stop() {
      // No new job is fetched, then the running ones are interrupted (and requeued as they end).
      await Promise.all([...gaveUp.keys()].map((name) => boss.offWork(name)));
      stopping.abort();
      clearInterval(sweeper);
      await Promise.allSettled(running);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await pool.end();
    },
  };
}
