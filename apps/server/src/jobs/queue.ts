import PgBoss from 'pg-boss';
import { z } from 'zod';
import { createHeartbeats, type SqlRunner } from './heartbeats.js';

/**
 * Every background job: its name, the payload it carries (validated both ways) and its retry
 * policy, in one place. The queue lives in PostgreSQL (pg-boss), so any number of worker
 * processes on any number of machines share the work and a job outlives a crashed worker.
 * Expiry is only a last resort (a long video may transcode for hours): a killed worker's
 * job is found by the heartbeat sweep within JOB_STALE_SECONDS.
 */
export const jobDefinitions = {
  'video.prepare': {
    payload: z.object({ videoId: z.string().uuid() }),
    options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 23 * 60 * 60 },
  },
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;

/** What a handler learns of its job beyond the payload. */
export interface JobContext {
  /** Whether a failure now is the last try. */
  lastAttempt: boolean;
  /**
   * Aborted when this process stops, or when another process declared this run lost (its
   * heartbeat went stale): long work (ffmpeg) ends, and the job is retried elsewhere.
   */
  signal: AbortSignal;
  /** Whether this run still holds the job: checked before publishing, so a job is published once. */
  stillOwned: () => Promise<boolean>;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<void>;

export interface WorkOptions<N extends JobName> {
  /** Called once when a job's worker was lost more times than its retries allow: pg-boss will not run it again. */
  onGaveUp?: (payload: JobPayload<N>) => Promise<void>;
}

export interface JobQueue {
  /** Queues a job; `key` makes it a singleton (a second send while one waits or runs is dropped). */
  send<N extends JobName>(name: N, payload: JobPayload<N>, key?: string): Promise<void>;
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions<N>): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  onError: (err: Error) => void;
  /** A running job not heard from for this long is failed (so retried) by another worker. */
  staleSeconds?: number;
}

class JobTakenOver extends Error {
  override readonly name = 'JobTakenOver';
}

export async function startJobQueue(connectionString: string, { onError, staleSeconds = 60 }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', application_name: 'kora-jobs', max: 4 });
  const stopping = new AbortController();
  boss.on('error', onError);
  await boss.start();
  for (const [name, def] of Object.entries(jobDefinitions)) await boss.createQueue(name, { name, ...def.options });
  const heartbeats = createHeartbeats(boss.getDb() as SqlRunner, staleSeconds);
  const beatEveryMs = (staleSeconds * 1000) / 4;
  const gaveUp = new Map<string, (data: unknown) => Promise<void>>();
  const running = new Set<Promise<unknown>>();

  /** Fails (so pg-boss retries) the jobs of our queues whose worker has gone silent. */
  async function sweep(): Promise<void> {
    for (const lost of await heartbeats.claimLost([...gaveUp.keys()])) {
      await boss.fail(lost.name, lost.id, { message: 'worker perdu (plus de battement de cœur)' });
      await heartbeats.release(lost.id);
      if (lost.retryCount >= lost.retryLimit) await gaveUp.get(lost.name)?.(lost.data);
    }
  }
  const sweeper = setInterval(() => {
    const run = sweep().catch((err: unknown) => onError(err as Error));
    running.add(run);
    void run.finally(() => running.delete(run));
  }, beatEveryMs * 2).unref();

  return {
    async send(name, payload, key) {
      const data = jobDefinitions[name].payload.parse(payload);
      await boss.send(name, data, { ...jobDefinitions[name].options, ...(key ? { singletonKey: key } : {}) });
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
        try {
          await handler(payload, {
            lastAttempt: !stopping.signal.aborted && job.retryCount >= job.retryLimit,
            signal: AbortSignal.any([stopping.signal, lost.signal]),
            stillOwned: () => heartbeats.beat(job.id),
          });
        } catch (err) {
          // Another worker runs it now: failing it here would fail that run. End quietly.
          if (!lost.signal.aborted) throw err;
        } finally {
          clearInterval(beat);
          await heartbeats.end(job.id).catch((err: unknown) => onError(err as Error));
        }
      });
    },
    async stop() {
      stopping.abort();
      clearInterval(sweeper);
      await Promise.allSettled(running);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
