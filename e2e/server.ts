import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { E2E_DEMO_VIDEO_HEIGHT } from './constants';

export interface ServerOptions {
  dataDir: string;
  port: number;
  pgPort: number;
  /** Publish the demo live's test pattern (only the journeys about lives need it). */
  demoLive: boolean;
  /** The built web app it serves (apps/web/dist by default). */
  webDir?: string;
}

export interface RunningServer {
  child: ChildProcess;
  /** SIGTERM (a graceful stop), then waits for the process to be gone; resolves its exit code. */
  stop(): Promise<number | null>;
}

/** The built server, as `npm start` runs it, for the journeys (mails in its data folder's outbox). */
export async function startServer({ dataDir, port, pgPort, demoLive, webDir }: ServerOptions): Promise<RunningServer> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      PUBLIC_URL: url,
      RTMP_PORT: '0',
      SANDBOX_PORT: '0',
      SMS_SANDBOX_PORT: '0',
      FETCH_ALLOW_ADDRESSES: '127.0.0.1',
      DEMO_LIVE: String(demoLive),
      DEMO_VIDEO_HEIGHT: E2E_DEMO_VIDEO_HEIGHT,
      ...(webDir ? { WEB_DIST_DIR: webDir } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`the journeys' server on port ${port} stopped at start (code ${child.exitCode})`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.status === 200) return { child, stop };
  }
  await stop();
  throw new Error(`the journeys' server on port ${port} was not ready within 60 s`);
}

/**
 * A fresh copy of a stopped server's data folder (its embedded PostgreSQL, media and secrets), owners and modes kept:
 * run as root, the embedded PostgreSQL runs as the postgres user and must still own its files.
 */
export async function copyDataDir(from: string, to: string): Promise<void> {
  await fs.rm(to, { recursive: true, force: true });
  await promisify(execFile)('cp', ['-a', from, to]);
}

/** The URL of a journeys' server database (its embedded PostgreSQL, whose password it generated). */
export function databaseUrlOf(dataDir: string, pgPort: number): string {
  const secret = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${pgPort}/postgres`;
}

/** Runs statements on a journeys' server database. */
export async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
