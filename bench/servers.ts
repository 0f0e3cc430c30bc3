import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port.js';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (const end = Date.now() + 90_000; Date.now() < end; ) {
    if (child.exitCode !== null) throw new Error(`process exited:\n${log()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready: ${url}\n${log()}`);
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
}

/** Kora as `npm start` runs it (built bundle, embedded PostgreSQL, demo data), quiet logs, in a temporary folder. */
export async function startKora(): Promise<Running & { dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-'));
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d));
  child.stderr?.on('data', (d: Buffer) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child, () => out);
  const stop = stopper(child);
  return {
    url,
    dataDir,
    async stop() {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The anchor: a bare node:http server, in its own process, answering a fixed JSON body. */
export async function startBareServer(body: string): Promise<Running> {
  const port = await freePort();
  const code = `require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(process.env.BODY) }); res.end(process.env.BODY); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, BODY: body }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => '');
  return { url, stop: stopper(child) };
}
