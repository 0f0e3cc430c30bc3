import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClip } from '../test/clips.js';
import { freePort } from '../test/free-port.js';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../test/server-process.js';
import { connectDatabase } from './db/client.js';
import { embeddedDatabaseUrl } from './db/embedded-postgres.js';
import { startJobQueue } from './jobs/queue.js';
import { createVideoLifecycleRepository } from './modules/videos/video-lifecycle.repository.js';

/*
 * Two standalone workers share the queue; the one transcoding is killed with SIGKILL. Its job's
 * heartbeat goes stale (JOB_STALE_SECONDS), pg-boss retries it, the other worker takes it over and
 * publishes the video exactly once; the killed worker's ffmpeg dies with it.
 */
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-recovery-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Pids of the ffmpeg processes whose command line mentions this test's folder, with their parent's. */
async function ffmpegProcesses(): Promise<Array<{ pid: number; parent: number }>> {
  const found: Array<{ pid: number; parent: number }> = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmd = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (!cmd.split('\0')[0]?.endsWith('ffmpeg') || !cmd.includes(dir)) continue;
    // /proc/<pid>/stat: "pid (comm) state ppid …"
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    found.push({ pid: Number(entry), parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
  }
  return found;
}

describe('a worker killed mid-transcode', () => {
  it('has its job taken over by another worker, and the video is published once', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const env = { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false', JOB_STALE_SECONDS: '10' };
    const server = startServerProcess({ ...env, WORKERS: '0' });
    const workers: ServerProcess[] = [];
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, server);
      const db = new pg.Client({ connectionString: await embeddedDatabaseUrl(dir, Number(env.EMBEDDED_PG_PORT)) });
      await db.connect();
      try {
        // A source long enough to be caught mid-transcode (360p: the test is about who finishes the job, not the
        // ladder), stored as an upload would be.
        const source = path.join(dir, 'media', 'videos', 'long', 'source');
        await fs.mkdir(path.dirname(source), { recursive: true });
        await fs.writeFile(source, await generateClip({ seconds: 20, width: 640, height: 360 }));
        const written = connectDatabase(await embeddedDatabaseUrl(dir, Number(env.EMBEDDED_PG_PORT)), 1);
        const [video] = await createVideoLifecycleRepository(written.db)
          .insert([{ id: randomUUID(), title: 'Longue', ageRating: 'tous', source: { kind: 'stored', key: 'videos/long/source' } }])
          .finally(() => written.close());
        const id = video?.id as string;
        for (let i = 0; i < 2; i += 1) workers.push(startServerProcess({ ...env, WORKERS: '1' }, 'worker'));
        await expect.poll(() => workers.every((w) => w.output().includes('worker prêt')), { timeout: 60_000 }).toBe(true);
        // Queued as the server queues uploads, with the same staleness (a job carries its own heartbeat period:
        // queued with the default 60 s, the takeover waited a minute).
        const queue = await startJobQueue(await embeddedDatabaseUrl(dir, Number(env.EMBEDDED_PG_PORT)), { onError: () => undefined, staleSeconds: Number(env.JOB_STALE_SECONDS) });
        await queue.send('video.prepare', { videoId: id }, id);
        await queue.stop();
        // Its retry comes a second after the failure rather than after the 10–20 s backoff: the test is about who
        // takes it over, not when.
        await db.query(`update pgboss.job set retry_delay = 1, retry_backoff = false where name = 'video.prepare'`);

        // Wait until it is really transcoding, then kill the worker holding it.
        await expect.poll(async () => (await db.query<{ p: number }>('select processing_progress as p from videos where id = $1', [id])).rows[0]?.p, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
        const ffmpegBefore = await ffmpegProcesses();
        expect(ffmpegBefore).toHaveLength(1);
        // Frozen first, so that however quick the transcode, it is still under way when its worker dies.
        process.kill(ffmpegBefore[0]!.pid, 'SIGSTOP');
        const victim = workers.find((w) => w.child.pid === ffmpegBefore[0]?.parent) as ServerProcess;
        const survivor = workers.find((w) => w !== victim) as ServerProcess;
        victim.child.kill('SIGKILL');
        await victim.exited;
        // Its ffmpeg does not linger (it dies with its parent).
        await expect.poll(() => ffmpegBefore.map((p) => p.pid).filter(isAlive), { timeout: 5000 }).toEqual([]);

        await expect.poll(async () => (await db.query<{ status: string }>('select status from videos where id = $1', [id])).rows[0]?.status, { timeout: 180_000, interval: 1000 }).toBe('ready');
        // Its log line may come a moment after the database says so.
        await expect.poll(() => survivor.output().match(/vidéo prête/g)?.length ?? 0, { timeout: 10_000 }).toBe(1);
        expect(victim.output()).not.toContain('vidéo prête');
        // The job completed on its first retry: the killed attempt spent one.
        const jobs = await db.query<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = 'video.prepare'`);
        expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
        const published = await fs.readdir(path.join(dir, 'media', 'videos', id));
        expect(published).toEqual(['hls']);
        expect(await fs.readdir(path.join(dir, 'media', 'videos', id, 'hls'))).toContain('master.m3u8');
      } finally {
        await db.end();
      }
    } finally {
      for (const w of workers) w.child.kill('SIGKILL');
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
