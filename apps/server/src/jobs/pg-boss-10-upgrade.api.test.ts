import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { serverRoot } from '../paths.js';
import { type JobQueue, startJobQueue } from './queue.js';

/*
 * A database whose queue schema pg-boss 10 installed (test/fixtures/pg-boss-10-schema.sql), with jobs
 * in every state: the queue starts on it, and the jobs that were waiting or running wait again in the
 * current schema, with the retries they had left.
 */
let t: TestApp;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // In place of the schema this file's queue installed, pg-boss 10's.
  await t.jobs.stop();
  await t.database.pool.query('drop schema pgboss cascade');
  await t.database.pool.query(await fs.readFile(path.join(serverRoot, 'test/fixtures/pg-boss-10-schema.sql'), 'utf8'));
}, 60_000);
afterAll(async () => {
  for (const q of queues) await q.stop();
  await t.close();
});

describe('a queue schema left by pg-boss 10', () => {
  it('is replaced on start by the current one, its unfinished jobs carried over', { timeout: 30_000 }, async () => {
    const [waiting, retrying, running, done] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await t.database.pool.query(
      `insert into pgboss.job (name, data, state, priority, retry_limit, retry_count, singleton_key, policy)
       select 'video.prepare', jsonb_build_object('videoId', id), state::pgboss.job_state, priority, 3, retry_count, id, 'standard'
       from (values ($1, 'created', -10, 0), ($2, 'retry', 0, 1), ($3, 'active', 0, 2), ($4, 'completed', 0, 0)) as j(id, state, priority, retry_count)`,
      [waiting, retrying, running, done],
    );

    // Two processes starting at once: one carries the jobs over while the other waits for it.
    const started = await Promise.all([0, 1].map(() => startJobQueue(t.config.databaseUrl as string, { onError: () => undefined })));
    queues.push(...started);

    const { rows: schemas } = await t.database.pool.query(`select nspname from pg_namespace where nspname like 'pgboss%' order by nspname`);
    expect(schemas).toEqual([{ nspname: 'pgboss' }]);
    const { rows: version } = await t.database.pool.query<{ version: number }>('select version from pgboss.version');
    expect(version[0]?.version).toBeGreaterThan(24);
    const { rows: jobs } = await t.database.pool.query(
      `select data->>'videoId' as "videoId", state, priority, retry_limit, retry_count, singleton_key from pgboss.job where name = 'video.prepare' order by retry_limit desc`,
    );
    // The running job waits again without spending a retry: its worker was stopped by the upgrade.
    expect(jobs).toEqual([
      { videoId: waiting, state: 'created', priority: -10, retry_limit: 3, retry_count: 0, singleton_key: waiting },
      { videoId: retrying, state: 'created', priority: 0, retry_limit: 2, retry_count: 0, singleton_key: retrying },
      { videoId: running, state: 'created', priority: 0, retry_limit: 1, retry_count: 0, singleton_key: running },
    ]);

    // A worker of the current queue runs them, people's jobs first.
    const ran: string[] = [];
    await started[0]?.work('video.prepare', async ({ videoId }) => void ran.push(videoId));
    await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(3);
    expect(ran.at(-1)).toBe(waiting);
  });
});
