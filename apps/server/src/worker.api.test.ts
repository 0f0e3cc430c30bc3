import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './db/client.js';
import { embeddedDatabaseUrl } from './db/embedded-postgres.js';
import { startJobQueue } from './jobs/queue.js';
import { createVideoLifecycleRepository } from './modules/videos/video-lifecycle.repository.js';
import { freePort } from '../test/free-port.js';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../test/server-process.js';

/*
 * A server that runs no worker (WORKERS=0) and two standalone worker processes (`npm run
 * worker`) sharing its queue in PostgreSQL: no job lost, none done twice.
 */
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-worker-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('npm run worker', () => {
  it('shares the queue of a server without workers: every job done once, by both processes, which stop cleanly', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const env = { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' };
    const server = startServerProcess({ ...env, WORKERS: '0' });
    const workers: ServerProcess[] = [];
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, server);
      const url = await embeddedDatabaseUrl(dir, Number(env.EMBEDDED_PG_PORT));
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const ready = async () => (await db.query<{ n: number }>("select count(*)::int as n from videos where status = 'ready'")).rows[0]?.n ?? 0;
      try {
        // Six short videos queued as the server queues them; nobody works on them yet.
        const queue = await startJobQueue(url, { onError: () => undefined });
        // Drawn at 240p: the test is about sharing the queue, not the ladder. Written by the videos module, as uploads are.
        const written = connectDatabase(url, 1);
        const queued = await createVideoLifecycleRepository(written.db)
          .insert(Array.from({ length: 6 }, (_, i) => ({ id: randomUUID(), title: `Court ${i}`, ageRating: 'tous' as const, source: { kind: 'demo' as const, pattern: 'testsrc2', seconds: 2, frequencyHz: 440 + i * 10, height: 240 } })))
          .finally(() => written.close());
        for (const { id } of queued) await queue.send('video.prepare', { videoId: id }, id);
        await queue.stop();
        await new Promise((r) => setTimeout(r, 2000));
        expect(await ready()).toBe(0);

        for (let i = 0; i < 2; i += 1) workers.push(startServerProcess({ ...env, WORKERS: '1' }, 'worker'));
        await expect.poll(ready, { timeout: 120_000, interval: 1000 }).toBe(6);
        // A video is ready in the database a little before its worker says so and its job completes.
        const said = () => workers.map((w) => w.output().match(/vidéo prête/g)?.length ?? 0);
        await expect.poll(() => said().reduce((a, b) => a + b), { timeout: 20_000 }).toBe(6);
        const done = said();
        expect(Math.min(...done)).toBeGreaterThanOrEqual(1);
        // Drawn at 240p, their ladder stops there.
        const ladders = await db.query<{ ids: string[] }>("select array(select r->>'id' from jsonb_array_elements(renditions) r) as ids from videos");
        expect(ladders.rows.map((r) => r.ids)).toEqual(Array.from({ length: 6 }, () => ['144p', '240p', 'audio']));
        const jobs = async () => (await db.query<{ state: string; retry_count: number }>("select state, retry_count from pgboss.job where name = 'video.prepare'")).rows;
        await expect.poll(jobs, { timeout: 20_000 }).toEqual(Array.from({ length: 6 }, () => ({ state: 'completed', retry_count: 0 })));

        for (const worker of workers) {
          expect(worker.output()).toContain('worker prêt');
          worker.child.kill('SIGTERM');
          expect(await worker.exited).toBe(0);
          expect(worker.output()).toContain('worker arrêté');
        }
      } finally {
        await db.end();
      }
    } finally {
      for (const worker of workers) worker.child.kill('SIGKILL');
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('says clearly when there is no database to work on', async () => {
    const worker = startServerProcess({ DATA_DIR: path.join(dir, 'vide') }, 'worker');
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("Aucune base intégrée sous");
  });
});
