import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPaths, type ChatHistory, DEMO_LIVE_ID, type LiveStream, pathTo } from '@kora/shared';
import { freePort } from '../test/free-port.js';
import { startServerProcess, waitUntilReady } from '../test/server-process.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from '../test/template-database.js';

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
  env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), WORKERS: '0' };
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

  it('with DATABASE_URL, uses that PostgreSQL, starts none, and seeds no demo data by default; without ffmpeg it says so and still serves', async () => {
    const name = `kora_proc_${Date.now()}`;
    await adminQuery(inject('pgAdminUrl'), `create database ${name} template ${TEMPLATE_DB}`);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-ext-'));
    const port = await freePort();
    const proc = startServerProcess({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: withDatabase(inject('pgAdminUrl'), name), FFMPEG_PATH: '/nulle-part/ffmpeg' });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, proc);
      expect(existsSync(path.join(dir, 'postgres'))).toBe(false);
      const demo = await fetch(`http://127.0.0.1:${port}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }) });
      expect(demo.status).toBe(401);
      expect(proc.output()).toContain('/nulle-part/ffmpeg introuvable : installez le paquet Debian ffmpeg ou réglez FFMPEG_PATH');
    } finally {
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      await adminQuery(inject('pgAdminUrl'), `drop database if exists ${name} with (force)`);
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('boots with demo data, survives kill -9 with every committed write, and stops gracefully', { timeout: 120_000 }, async () => {
    const first = startServerProcess(env);
    await waitUntilReady(base, first);
    expect(first.output()).toMatch(/"created":5/);
    const demo = await fetch(`${base}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }) });
    expect(demo.status).toBe(200);
    const register = await fetch(`${base}${apiPaths.register}`, {
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
    const login = () => fetch(`${base}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'oumar@exemple.sn', password: 'crash-test' }) });
    expect((await login()).status).toBe(200);

    // Many slow (password-hashing) requests; stop once the server has received them all (its own
    // request log says so: a connection still waiting to be accepted is not in flight), while
    // most are still hashing. Every one must still be answered.
    const received = () => second.output().split('\n').filter((l) => l.includes('incoming request') && l.includes(apiPaths.login)).length;
    const before = received();
    const inFlight = Array.from({ length: 12 }, () => login().then((r) => r.status));
    await expect.poll(received, { timeout: 20_000, interval: 5 }).toBe(before + 12);
    second.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(200));
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('arrêt terminé');
    expect(postgresRunning()).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('runs the demo live from the first start, on air through its own ingest, and leaves no ffmpeg behind when stopped', { timeout: 90_000 }, async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-demo-live-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = startServerProcess({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), WORKERS: '0', DEMO_LIVE: 'true' });
    // This server's ffmpeg: its folder, or its own RTMP port (other tests run encoders and ladders on 127.0.0.1 too).
    let rtmpPort = '';
    const ffmpegOfThisServer = () => {
      try {
        return execFileSync('pgrep', ['-f', `ffmpeg.*(${dir}|rtmp://127.0.0.1:${rtmpPort}/)`]).toString().trim().split('\n').filter(Boolean).length;
      } catch {
        return 0;
      }
    };
    try {
      await waitUntilReady(url, proc);
      await expect.poll(() => /"rtmpPort":(\d+)/.exec(proc.output())?.[1], { timeout: 30_000 }).toBeDefined();
      rtmpPort = /"rtmpPort":(\d+)/.exec(proc.output())?.[1] as string;
      const login = await fetch(`${url}${apiPaths.login}`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }) });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      const live = async () => (await (await fetch(`${url}${pathTo(apiPaths.liveStream, { id: DEMO_LIVE_ID })}`, { headers: { cookie } })).json()) as LiveStream;
      await expect.poll(async () => (await live()).signal, { timeout: 45_000, interval: 250 }).toBe('receiving');
      expect(await live()).toMatchObject({ isLive: true, phase: 'live', requiredTier: 'free' });
      const playback = await fetch(`${url}${pathTo(apiPaths.livePlayback, { id: DEMO_LIVE_ID })}`, { headers: { cookie } });
      expect(playback.status).toBe(200);
      const { masterUrl } = (await playback.json()) as { masterUrl: string };
      expect((await fetch(`${url}${masterUrl}`)).status).toBe(200);
      expect(ffmpegOfThisServer()).toBeGreaterThanOrEqual(1);
      // The demo chats are filled once: a welcome on the demo live, a conversation kept after the ended concert.
      const chat = async (id: string) => ((await (await fetch(`${url}${pathTo(apiPaths.liveChat, { id })}`, { headers: { cookie } })).json()) as ChatHistory).messages;
      expect((await chat(DEMO_LIVE_ID)).map((m) => m.role)).toEqual(['creator', 'viewer']);
      expect(await chat('00000000-0000-4000-8000-000000000001')).toHaveLength(4);
    } finally {
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect(ffmpegOfThisServer()).toBe(0);
  });
});
