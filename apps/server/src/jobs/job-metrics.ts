import { Gauge, Histogram, type Registry } from 'prom-client';
import type { JobOutcome, JobQueue } from './queue.js';

/**
 * The job queue's series: how many jobs wait or run, by job and state (read from the queue at each
 * scrape, so every process shows the same shared depth), and how long each run took where it ran.
 */
export function registerJobMetrics(registry: Registry, queue: Pick<JobQueue, 'depth'>) {
  new Gauge({
    name: 'kora_jobs',
    help: 'Jobs not finished in the shared queue, by job and state (created, retry, active)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queue.depth()) this.set({ job: row.name, state: row.state }, row.count);
    },
  });
  const durations = new Histogram({
    name: 'kora_job_duration_seconds',
    help: 'Duration of the job runs of this process (a transcode), by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  });
  return {
    /** For JobQueueOptions.onRunEnded. */
    runEnded(name: string, seconds: number, outcome: JobOutcome) {
      durations.observe({ job: name, outcome }, seconds);
    },
  };
}

type RunEnded = (name: string, seconds: number, outcome: JobOutcome) => void;

/**
 * Where the runs of a process's queue are told to whoever measures them: the queue starts before the
 * app that holds the metrics registry, so the process hands both ends of this feed.
 */
export function createJobRunFeed() {
  const listeners = new Set<RunEnded>();
  return {
    ended: ((name, seconds, outcome) => {
      for (const listener of listeners) listener(name, seconds, outcome);
    }) as RunEnded,
    listen(listener: RunEnded): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type JobRunFeed = ReturnType<typeof createJobRunFeed>;
