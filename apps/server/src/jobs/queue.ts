import { randomUUID } from 'node:crypto';
import { type Db, type JobAttempt, PgBoss, type SendOptions } from 'pg-boss';
import type { JobHandler, WorkOptions } from './job.js';
import { openPgBoss10Upgrade } from './pg-boss-10-upgrade.js';
import { jobDefinitions, type JobName, type JobPayload } from './registry.js';
import { inCarriedTrace, inSpan, traceCarrier, tracingOn } from '../telemetry/tracer.js';

/** Where a job's payload carries the trace of the request that queued it (a field the payload schemas do not read). */
const TRACE_FIELD = '_trace';
const withTrace = (data: object): object => {
  const carrier = traceCarrier();
  return carrier ? { ...data, [TRACE_FIELD]: carrier } : data;
};

export type { JobName, JobPayload } from './registry.js';

/*
 * Who watches a running job. pg-boss covers a worker that stalls while its job is active (killed, or
 * alive but stuck), so Kora keeps no heartbeat of its own, only what pg-boss has no word for.
 *
 * pg-boss: every job carries `heartbeatSeconds` (JOB_STALE_SECONDS); its `work()` refreshes the job's
 * heartbeat every half of that while the handler runs, and the supervision of any process fails a job
 * whose heartbeat went stale, which is then retried (a retry spent, with the job's backoff) by the next
 * worker to fetch it. A worker killed with -9 stops beating, and so does one whose process is alive but
 * stuck (stopped, a blocked event loop). Such a run, if it wakes, can no longer touch the job: pg-boss
 * completes, fails and refreshes only the attempt it fetched (`{ id, retryCount }`), and the first
 * refresh that finds the attempt gone aborts the run's `job.signal`, which ends its ffmpeg. A handler
 * that hangs in a healthy process keeps beating: `expireInSeconds` bounds it.
 *
 * Kora: `stillOwned()` asks pg-boss (a fenced refresh) whether the run still holds its attempt before
 * it publishes, since a run can lose it between two heartbeats; a stop puts its running jobs back
 * without spending a retry (pg-boss would fail them after its grace period, a retry spent for a
 * deploy); and a job failed for good (its last failure, or its worker lost on its last attempt) is
 * copied by pg-boss to its dead-letter queue, whose worker runs `onGaveUp`.
 */

/**
 * Work nobody is waiting for (preparing the demo catalogue) goes after the work of people (an upload, an import):
 * workers take waiting jobs by priority, then by age; retries keep their job's priority.
 */
export const BACKGROUND_PRIORITY = -10;

export interface JobQueue {
  /**
   * Queues a job; `key` makes it a singleton (not queued while one with that key waits or runs); `priority` 0
   * unless said; `startAfter`: not run before then (a message held for the morning).
   */
  send<N extends JobName>(name: N, payload: JobPayload<N>, key?: string, options?: { priority?: number; startAfter?: Date }): Promise<void>;
  /** Queues many jobs of one kind in one statement (a fan-out's deliveries), each without a key. */
  sendMany<N extends JobName>(name: N, payloads: ReadonlyArray<JobPayload<N>>): Promise<void>;
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
  /**
   * A running job not heard from for this long is taken away from its worker and run again (at least
   * 10, pg-boss's floor). Set on the jobs this process sends; its half is how often this process
   * looks for such jobs.
   */
  staleSeconds?: number;
}

const SCHEMA = 'pgboss';

/** One job at a time per worker, polled each second, with its retry counts and key (for `lastAttempt` and a put-back). */
const FETCH = { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true } as const;

/** Where pg-boss copies a job that failed for good (its dead letter), for `onGaveUp`. */
const gaveUpQueueOf = (name: JobName) => `${name}.gave-up`;

/** What pg-boss's settle and refresh calls answer (their declared type leaves it out). */
interface Settled {
  affected: number;
}

async function inTransaction(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  if (!db.beginTransaction) throw new Error('pg-boss: base de données sans transactions');
  const tx = await db.beginTransaction();
  try {
    await work(tx.db);
    await tx.commit();
  } catch (err) {
    await tx.rollback();
    throw err;
  }
}

export async function startJobQueue(connectionString: string, { onError, onRunEnded, staleSeconds = 60 }: JobQueueOptions): Promise<JobQueue> {
  const superviseSeconds = Math.max(1, Math.floor(staleSeconds / 2));
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    application_name: 'kora-jobs',
    max: 4,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', onError);
  const jobOptions = (name: JobName): SendOptions => ({ ...jobDefinitions[name].options, heartbeatSeconds: staleSeconds });
  /** Sends a valid payload (ignored when it is not: a job from older code, moved from an old schema). */
  const sendJob = async (name: JobName, data: unknown, options: SendOptions) => {
    const payload = jobDefinitions[name].payload.safeParse(data);
    if (payload.success) await boss.send(name, payload.data as object, { ...jobOptions(name), ...options });
  };

  const upgrade = await openPgBoss10Upgrade(connectionString, SCHEMA);
  try {
    await boss.start();
    for (const name of Object.keys(jobDefinitions) as JobName[]) {
      await boss.createQueue(gaveUpQueueOf(name), jobOptions(name));
      // Exclusive: one job per singleton key waits or runs at a time.
      await boss.createQueue(name, { ...jobOptions(name), policy: 'exclusive', deadLetter: gaveUpQueueOf(name) });
    }
    await upgrade?.moveJobs(async ({ name, data, priority, singletonKey, retriesLeft }, db) => {
      if (name in jobDefinitions) await sendJob(name as JobName, data, { priority, singletonKey: singletonKey ?? randomUUID(), retryLimit: retriesLeft, db });
    });
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw err;
  } finally {
    await upgrade?.close();
  }

  const db = boss.getDb();
  const stopping = new AbortController();
  const worked = new Set<string>();

  /**
   * Puts a job interrupted by a stop back, without spending a retry: its attempt is cancelled (only
   * if this run still holds it) and a copy is queued with the retries it had left, in one transaction.
   */
  async function putBack(name: JobName, job: JobAttempt & { data: unknown; retryLimit: number; priority: number; singletonKey: string | null }) {
    await inTransaction(db, async (tx) => {
      const { affected } = (await boss.cancel(name, { id: job.id, retryCount: job.retryCount }, { db: tx })) as Settled;
      if (affected !== 1) return;
      const retriesLeft = job.retryLimit - job.retryCount;
      await sendJob(name, job.data, { priority: job.priority, singletonKey: job.singletonKey ?? randomUUID(), retryLimit: retriesLeft, db: tx });
    });
  }

  return {
    async send(name, payload, key, { priority = 0, startAfter } = {}) {
      const data = withTrace(jobDefinitions[name].payload.parse(payload) as object);
      // A job without a key gets a key of its own, so the exclusive policy never holds it back.
      await boss.send(name, data, { ...jobOptions(name), priority, singletonKey: key ?? randomUUID(), ...(startAfter ? { startAfter } : {}) });
    },
    async sendMany(name, payloads) {
      if (payloads.length === 0) return;
      const { options } = jobDefinitions[name];
      await boss.insert(
        name,
        payloads.map((payload) => ({ data: withTrace(jobDefinitions[name].payload.parse(payload) as object), ...options, heartbeatSeconds: staleSeconds, singletonKey: randomUUID() })),
      );
    },
    async work(name, handler, options = {}) {
      const { onGaveUp } = options;
      if (onGaveUp && !worked.has(gaveUpQueueOf(name))) {
        worked.add(gaveUpQueueOf(name));
        await boss.work<unknown>(gaveUpQueueOf(name), { batchSize: 1 }, async ([job]) => {
          if (job) await onGaveUp(jobDefinitions[name].payload.parse(job.data) as JobPayload<typeof name>);
        });
      }
      worked.add(name);
      await boss.work<unknown, void, typeof FETCH>(name, FETCH, async ([job]) => {
        if (!job) return;
        const payload = jobDefinitions[name].payload.parse(job.data) as JobPayload<typeof name>;
        const attempt = { id: job.id, retryCount: job.retryCount };
        const signal = AbortSignal.any([stopping.signal, job.signal]);
        const startedAt = performance.now();
        const ended = (outcome: JobOutcome) => onRunEnded?.(name, (performance.now() - startedAt) / 1000, outcome);
        try {
          const context = {
            lastAttempt: job.retryCount >= job.retryLimit,
            signal,
            stillOwned: async () => ((await boss.touch(name, [attempt])) as Settled).affected === 1,
          };
          // In the trace of the request that queued it, when tracing is on.
          const carried = (job.data as { [TRACE_FIELD]?: unknown })[TRACE_FIELD];
          await (tracingOn() ? inCarriedTrace(carried, () => inSpan(`job ${name}`, { 'messaging.system': 'pg-boss', 'messaging.operation': 'process', 'job.id': job.id }, () => handler(payload, context))) : handler(payload, context));
          ended('completed');
        } catch (err) {
          ended(signal.aborted ? 'interrupted' : 'failed');
          if (stopping.signal.aborted) return await putBack(name, job);
          // pg-boss fails the attempt this run fetched: a run whose job was taken away changes nothing.
          throw err;
        }
      });
    },
    async depth() {
      const { rows } = await db.executeSql(
        `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job where state in ('created', 'retry', 'active') group by name, state`,
      );
      return rows as Array<{ name: string; state: string; count: number }>;
    },
    async stop() {
      // No new job is fetched, then the running ones are interrupted (and put back as they end).
      await Promise.all([...worked].map((name) => boss.offWork(name, { wait: false })));
      stopping.abort();
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
