import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { startServerProcess, waitUntilReady } from '../test/server-process.js';

/*
 * The real entry point, as `npm start` runs it, with its own embedded PostgreSQL: boot,
 * demo data, a crash (kill -9) and a restart, and a graceful stop under load.
 */
let dataDir: string;
let env: Record<string, string>;
let base: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-proc-'));
  const port = await freePort();
  env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()) };
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const postgresRunning = () => {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`]).toString().trim().length > 0;
  } catch {
    return false;
  }
};

describe('the server process', () => {
  it('refuses to boot on a bad setting, naming it', async () => {
    const proc = startServerProcess({ ...env, PORT: 'quatre-mille' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('PORT');
  });

  it('boots with demo data, survives kill -9 with every committed write, and stops gracefully', { timeout: 120_000 }, async () => {
    const first = startServerProcess(env);
    await waitUntilReady(base, first);
    expect(first.output()).toMatch(/"created":4/);
    const demo = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }) });
    expect(demo.status).toBe(200);
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Oumar', lastName: 'Sy', email: 'oumar@exemple.sn', password: 'crash-test' }),
    });
    expect(register.status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(postgresRunning()).toBe(true); // the orphan the next start must deal with

    const second = startServerProcess(env);
    await waitUntilReady(base, second);
    expect(second.output()).toMatch(/"created":0/);
    const login = () => fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'oumar@exemple.sn', password: 'crash-test' }) });
    expect((await login()).status).toBe(200);

    // Many slow (password-hashing) requests; stop as soon as the first answers: the rest must still finish.
    const inFlight = Array.from({ length: 12 }, () => login().then((r) => r.status));
    await Promise.race(inFlight);
    second.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(200));
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('arrêt terminé');
    expect(postgresRunning()).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
