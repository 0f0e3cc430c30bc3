import PgBoss from 'pg-boss';
import { z } from 'zod';

/**
 * Every background job: its name, the payload it carries (validated both ways) and its retry
 * policy, in one place. The queue lives in PostgreSQL (pg-boss), so any number of worker
 * processes on any number of machines share the work and a job outlives a crashed worker.
 */
export const jobDefinitions = {
  'video.prepare': {
    payload: z.object({ videoId: z.string().uuid() }),
    options: { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 60 * 60 },
  },
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;

/** What a handler learns of its job beyond the payload. */
export interface JobContext {
  /** Whether a failure now is the last try. */
  lastAttempt: boolean;
  /** Aborted when this process stops: long work (ffmpeg) ends, and the job is retried by a worker still running. */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<void>;

export interface JobQueue {
  /** Queues a job; `key` makes it a singleton (a second send while one waits or runs is dropped). */
  send<N extends JobName>(name: N, payload: JobPayload<N>, key?: string): Promise<void>;
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(connectionString: string, onError: (err: Error) => void): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', application_name: 'kora-jobs', max: 4 });
  const stopping = new AbortController();
  boss.on('error', onError);
  await boss.start();
  for (const [name, def] of Object.entries(jobDefinitions)) await boss.createQueue(name, { name, ...def.options });
  return {
    async send(name, payload, key) {
      const data = jobDefinitions[name].payload.parse(payload);
      await boss.send(name, data, { ...jobDefinitions[name].options, ...(key ? { singletonKey: key } : {}) });
    },
    async work(name, handler) {
      await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const payload = jobDefinitions[name].payload.parse(job.data) as JobPayload<typeof name>;
        await handler(payload, { lastAttempt: !stopping.signal.aborted && job.retryCount >= job.retryLimit, signal: stopping.signal });
      });
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
