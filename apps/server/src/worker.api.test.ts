import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl } from './db/embedded-postgres.js';
import { freePort } from '../test/free-port.js';
import { startServerProcess, waitUntilReady } from '../test/server-process.js';

/*
 * A server that runs no worker (WORKERS=0) and a standalone worker process (`npm run worker`)
 * sharing its queue: the demo videos the server queues are prepared by the other process.
 */
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-worker-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('npm run worker', () => {
  it('takes the jobs a server without workers queued, and stops cleanly', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const env = { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()) };
    const server = startServerProcess({ ...env, WORKERS: '0' });
    let worker: ReturnType<typeof startServerProcess> | undefined;
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, server);
      const db = new pg.Client({ connectionString: await embeddedDatabaseUrl(dir, Number(env.EMBEDDED_PG_PORT)) });
      await db.connect();
      const ready = async () => (await db.query<{ n: number }>("select count(*)::int as n from videos where status = 'ready'")).rows[0]?.n ?? 0;
      try {
        await new Promise((r) => setTimeout(r, 3000));
        expect(await ready()).toBe(0);

        worker = startServerProcess({ ...env, WORKERS: '1' }, 'src/worker.ts');
        await expect.poll(ready, { timeout: 120_000, interval: 1000 }).toBeGreaterThanOrEqual(1);
        expect(worker.output()).toContain('worker prêt');
        worker.child.kill('SIGTERM');
        expect(await worker.exited).toBe(0);
        expect(worker.output()).toContain('worker arrêté');
      } finally {
        await db.end();
      }
    } finally {
      worker?.child.kill('SIGKILL');
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('says clearly when there is no database to work on', async () => {
    const worker = startServerProcess({ DATA_DIR: path.join(dir, 'vide') }, 'src/worker.ts');
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("Aucune base intégrée sous");
  });
});
