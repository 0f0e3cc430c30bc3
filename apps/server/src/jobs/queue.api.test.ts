import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BACKGROUND_PRIORITY, type JobQueue, startJobQueue } from './queue.js';

/*
 * The queue's guarantees on a real PostgreSQL, with several queue clients as several worker
 * processes would have. A client with a long JOB_STALE_SECONDS beats rarely, so a client with
 * a short one sees it as a worker that went silent.
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

async function queue(staleSeconds: number): Promise<JobQueue> {
  const q = await startJobQueue(t.config.databaseUrl as string, { onError: () => undefined, staleSeconds });
  queues.push(q);
  return q;
}

const rows = async (videoId: string) =>
  (
    await t.database.pool.query<{ state: string; retry_limit: number }>(
      `select state, retry_limit from pgboss.job where name = 'video.prepare' and data->>'videoId' = $1 order by created_on`,
      [videoId],
    )
  ).rows;

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the job queue', () => {
  it('queues a job with a key once while it waits or runs', async () => {
    const q = await queue(60);
    const videoId = randomUUID();
    await q.send('video.prepare', { videoId }, videoId);
    await q.send('video.prepare', { videoId }, videoId);
    expect(await rows(videoId)).toHaveLength(1);
    await t.database.pool.query(`delete from pgboss.job where data->>'videoId' = $1`, [videoId]);
  });

  it('takes people’s jobs before background ones queued earlier (the demo catalogue waits for an upload)', { timeout: 30_000 }, async () => {
    const q = await queue(60);
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

  it('hands a silent worker’s job to another; the silent run can then neither complete nor fail it', { timeout: 60_000 }, async () => {
    const videoId = randomUUID();
    const silent = await queue(600);
    const silentStarted = deferred();
    const silentEnds = deferred();
    await silent.work('video.prepare', async () => {
      silentStarted.resolve();
      await silentEnds.promise;
    });
    await silent.send('video.prepare', { videoId }, videoId);
    await silentStarted.promise;

    const alive = await queue(2);
    const aliveStarted = deferred();
    const aliveFails = deferred();
    await alive.work('video.prepare', async (_payload, { lastAttempt }) => {
      expect(lastAttempt).toBe(false);
      aliveStarted.resolve();
      await aliveFails.promise;
      throw new Error('échec réel de la reprise');
    });
    await aliveStarted.promise;
    // The first attempt was ended and copied with one retry spent.
    expect(await rows(videoId)).toEqual([{ state: 'cancelled', retry_limit: 3 }, { state: 'active', retry_limit: 2 }]);

    // The silent run ends: pg-boss completes its attempt, which no longer exists as active.
    silentEnds.resolve();
    await new Promise((r) => setTimeout(r, 500));
    expect((await rows(videoId))[1]?.state).toBe('active');

    // The live run's real failure counts: its copy goes to retry, not lost as "completed".
    aliveFails.resolve();
    await expect.poll(async () => (await rows(videoId))[1]?.state, { timeout: 5000 }).toBe('retry');
    await Promise.all([silent.stop(), alive.stop()]);
  });

  it('gives a job up, once, when its worker went silent on the last attempt', { timeout: 30_000 }, async () => {
    const videoId = randomUUID();
    const silent = await queue(600);
    const started = deferred();
    await silent.work('video.prepare', async (_payload, { signal }) => {
      started.resolve();
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await silent.send('video.prepare', { videoId }, videoId);
    await t.database.pool.query(`update pgboss.job set retry_limit = 0 where data->>'videoId' = $1`, [videoId]);
    await started.promise;

    const gaveUp: string[] = [];
    const alive = await queue(2);
    try {
      await alive.work('video.prepare', async () => undefined, { onGaveUp: async ({ videoId: id }) => void gaveUp.push(id) });
      await expect.poll(() => gaveUp, { timeout: 10_000 }).toEqual([videoId]);
      // The give-up and the cancellation may land in either order on a busy machine: wait for both.
      await expect.poll(() => rows(videoId), { timeout: 10_000 }).toEqual([{ state: 'cancelled', retry_limit: 0 }]);
      expect(gaveUp).toEqual([videoId]);
    } finally {
      // Stopped whatever happened: a worker left running would take the next test's job.
      await Promise.all([silent.stop(), alive.stop()]);
    }
  });

  it('puts a job interrupted by a stop back in the queue without spending a retry', { timeout: 60_000 }, async () => {
    const videoId = randomUUID();
    const q = await startJobQueue(t.config.databaseUrl as string, { onError: () => undefined });
    const started = deferred();
    await q.work('video.prepare', async (_payload, { signal }) => {
      started.resolve();
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await q.send('video.prepare', { videoId }, videoId);
    await started.promise;
    await q.stop();
    expect(await rows(videoId)).toEqual([{ state: 'cancelled', retry_limit: 3 }, { state: 'created', retry_limit: 3 }]);
  });
});
