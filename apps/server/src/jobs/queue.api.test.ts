import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BACKGROUND_PRIORITY, type JobQueue, startJobQueue } from './queue.js';

/*
 * The queue's guarantees on a real PostgreSQL, with several queue clients as several worker
 * processes would have; a worker that stalls or dies is a process of its own (test/queue-worker.ts),
 * stopped with SIGSTOP or killed with SIGKILL while it holds a job.
 */
let t: TestApp;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  for (const q of queues) await q.stop().catch(() => undefined);
  await t.close();
});

/** A queue client that hands a job on once its worker has been silent for 10 s, the least pg-boss allows. */
async function queue(): Promise<JobQueue> {
  const q = await startJobQueue(t.config.databaseUrl as string, { onError: () => undefined, staleSeconds: 10 });
  queues.push(q);
  return q;
}

const rows = async (videoId: string) =>
  (
    await t.database.pool.query<{ state: string; retry_count: number; retry_limit: number }>(
      `select state, retry_count, retry_limit from pgboss.job where name = 'video.prepare' and data->>'videoId' = $1 order by created_on`,
      [videoId],
    )
  ).rows;

/** Removes a test's jobs, so that the queue's depth and the next tests' workers do not see them. */
const forget = (...videoIds: string[]) => t.database.pool.query(`delete from pgboss.job where data->>'videoId' = any($1)`, [videoIds]);

/** A worker process on this file's database, once ready. */
async function workerProcess(): Promise<ServerProcess> {
  const worker = startServerProcess({ DATABASE_URL: t.config.databaseUrl as string }, 'test/queue-worker.ts');
  await expect.poll(() => worker.output(), { timeout: 30_000 }).toContain('prêt');
  return worker;
}

async function stopProcess(worker: ServerProcess): Promise<void> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  worker.child.kill('SIGKILL');
  await worker.exited;
}

/** Its next retry comes this long after a failure rather than after the job's backoff. */
const retryAfter = (videoId: string, seconds: number) =>
  t.database.pool.query(`update pgboss.job set retry_delay = $2, retry_backoff = false where data->>'videoId' = $1`, [videoId, seconds]);

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the job queue', () => {
  it('queues a job with a key once while it waits or runs', async () => {
    const q = await queue();
    const videoId = randomUUID();
    await q.send('video.prepare', { videoId }, videoId);
    await q.send('video.prepare', { videoId }, videoId);
    expect(await rows(videoId)).toHaveLength(1);
    await forget(videoId);
  });

  it('takes people’s jobs before background ones queued earlier (the demo catalogue waits for an upload)', { timeout: 30_000 }, async () => {
    const q = await queue();
    const [demo, upload] = [randomUUID(), randomUUID()];
    await q.send('video.prepare', { videoId: demo }, demo, { priority: BACKGROUND_PRIORITY });
    await q.send('video.prepare', { videoId: upload }, upload);
    const order: string[] = [];
    const both = deferred();
    await q.work('video.prepare', async ({ videoId }) => {
      if (videoId !== demo && videoId !== upload) return;
      order.push(videoId);
      if (order.length === 2) both.resolve();
    });
    await both.promise;
    // Its worker would take the next tests' jobs.
    await q.stop();
    expect(order).toEqual([upload, demo]);
  });

  it('hands a stuck worker’s job to another; the stuck run, woken, can then neither complete nor fail it', { timeout: 90_000 }, async () => {
    const videoId = randomUUID();
    const alive = await queue();
    const stuck = await workerProcess();
    try {
      await alive.send('video.prepare', { videoId }, videoId);
      await retryAfter(videoId, 0);
      await expect.poll(() => stuck.output(), { timeout: 10_000 }).toContain(`début ${videoId}`);
      // Alive but stuck: its heartbeat stops with the rest of it.
      stuck.child.kill('SIGSTOP');

      const aliveStarted = deferred();
      const aliveFails = deferred();
      await alive.work('video.prepare', async (_payload, { lastAttempt }) => {
        expect(lastAttempt).toBe(false);
        aliveStarted.resolve();
        await aliveFails.promise;
        throw new Error('échec réel de la reprise');
      });
      await aliveStarted.promise;
      // Its failure below leaves it waiting long enough to be seen.
      await retryAfter(videoId, 3600);
      // The same job, its first retry spent.
      expect(await rows(videoId)).toEqual([{ state: 'active', retry_count: 1, retry_limit: 3 }]);

      // Woken, the stuck run learns at its next heartbeat that the job is no longer its own, and ends as a finished run
      // would: pg-boss's completion of its attempt finds nothing to complete.
      stuck.child.kill('SIGCONT');
      await expect.poll(() => stuck.output(), { timeout: 15_000 }).toContain(`fin ${videoId}`);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await rows(videoId)).toEqual([{ state: 'active', retry_count: 1, retry_limit: 3 }]);

      // The live run's real failure counts: the job goes to retry, not lost as "completed".
      aliveFails.resolve();
      await expect.poll(async () => (await rows(videoId))[0]?.state, { timeout: 5000 }).toBe('retry');
    } finally {
      await Promise.all([alive.stop(), stopProcess(stuck)]);
      await forget(videoId);
    }
  });

  it('gives a job up, once, when its worker was killed on the last attempt', { timeout: 60_000 }, async () => {
    const videoId = randomUUID();
    const alive = await queue();
    const killed = await workerProcess();
    const gaveUp: string[] = [];
    try {
      await alive.send('video.prepare', { videoId }, videoId);
      await t.database.pool.query(`update pgboss.job set retry_limit = 0 where data->>'videoId' = $1`, [videoId]);
      await expect.poll(() => killed.output(), { timeout: 10_000 }).toContain(`début ${videoId}`);
      killed.child.kill('SIGKILL');
      await killed.exited;

      await alive.work('video.prepare', async () => undefined, { onGaveUp: async ({ videoId: id }) => void gaveUp.push(id) });
      await expect.poll(() => gaveUp, { timeout: 30_000 }).toEqual([videoId]);
      expect(await rows(videoId)).toEqual([{ state: 'failed', retry_count: 0, retry_limit: 0 }]);
      await new Promise((r) => setTimeout(r, 3000));
      expect(gaveUp).toEqual([videoId]);
    } finally {
      // Stopped whatever happened: a worker left running would take the next test's job.
      await Promise.all([alive.stop(), stopProcess(killed)]);
    }
  });

  it('tells its depth, and how each run ended', { timeout: 30_000 }, async () => {
    const runs: Array<[string, string]> = [];
    const q = await startJobQueue(t.config.databaseUrl as string, { onError: () => undefined, onRunEnded: (name, _s, outcome) => void runs.push([name, outcome]) });
    queues.push(q);
    const [fine, failing] = [randomUUID(), randomUUID()];
    await q.send('video.prepare', { videoId: fine }, fine);
    await q.send('video.prepare', { videoId: failing }, failing);
    expect(await q.depth()).toEqual([{ name: 'video.prepare', state: 'created', count: 2 }]);
    await q.work('video.prepare', async ({ videoId }) => {
      if (videoId === failing) throw new Error('échec');
    });
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(2);
    expect(runs.sort()).toEqual([
      ['video.prepare', 'completed'],
      ['video.prepare', 'failed'],
    ]);
    await expect.poll(() => q.depth(), { timeout: 5000 }).toEqual([{ name: 'video.prepare', state: 'retry', count: 1 }]);
    await q.stop();
    await forget(fine, failing);
  });

  it('puts a job interrupted by a stop back in the queue without spending a retry', { timeout: 60_000 }, async () => {
    const videoId = randomUUID();
    const runs: string[] = [];
    const q = await startJobQueue(t.config.databaseUrl as string, { onError: () => undefined, onRunEnded: (_name, _s, outcome) => void runs.push(outcome) });
    const started = deferred();
    await q.work('video.prepare', async (_payload, { signal }) => {
      started.resolve();
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await q.send('video.prepare', { videoId }, videoId);
    await started.promise;
    await q.stop();
    expect(runs).toEqual(['interrupted']);
    expect(await rows(videoId)).toEqual([
      { state: 'cancelled', retry_count: 0, retry_limit: 3 },
      { state: 'created', retry_count: 0, retry_limit: 3 },
    ]);
  });
});
