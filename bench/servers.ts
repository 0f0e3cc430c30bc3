import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port.js';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, log: () => string, headers: Record<string, string> = {}): Promise<void> {
  for (const end = Date.now() + 90_000; Date.now() < end; ) {
    if (child.exitCode !== null) throw new Error(`process exited:\n${log()}`);
    if (await fetch(url, { headers }).then((r) => r.ok, () => false)) return;
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

/** Kora as `npm start` runs it (built bundle, embedded PostgreSQL, demo data), quiet logs, no transcoding worker (it would steal CPU from the measures), its RTMP listener on a free port (1935 may be a dev server's). */
export async function startKora(extraEnv: Record<string, string> = {}): Promise<Running & { dataDir: string; databaseUrl: string; pid: number; output(): string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-'));
  const port = await freePort();
  const pgPort = await freePort();
  let out = '';
  // BENCH_KORA_NODE_ARGS: node options for the server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, which NODE_OPTIONS refuses);
  // BENCH_KORA_BUNDLE: another build of the server to start (an A/B variant of apps/server/dist/main.js beside it).
  const nodeArgs = process.env.BENCH_KORA_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_KORA_BUNDLE ?? 'apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', SEED_DEMO: 'true', WORKERS: '0', RTMP_PORT: '0', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d));
  child.stderr?.on('data', (d: Buffer) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child, () => out);
  const stop = stopper(child);
  // A further instance on the first one's database (DATABASE_URL given) has no embedded PostgreSQL of its own.
  const databaseUrl = extraEnv.DATABASE_URL ?? `postgres://postgres:${encodeURIComponent((await fs.readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim())}@127.0.0.1:${pgPort}/postgres`;
  return {
    url,
    dataDir,
    /** The server's process, whose tree (ffmpeg runs, PostgreSQL) the live cases measure the CPU of. */
    pid: child.pid as number,
    /** What the server has logged so far (LOG_LEVEL warn unless extraEnv says otherwise). */
    output: () => out,
    databaseUrl,
    async stop() {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The anchor of a signed-in read: a bare node:http server, in its own process, doing the work the
 * answer needs and nothing else. It reads the session cookie as Kora does (the same `cookie`
 * parser), finds the session in memory and checks it is fresh (Kora's session cache: a map and a
 * clock), refuses without one (401), and answers the user's JSON, serialised once, with the same
 * headers as Kora's answer (`headers`: what Kora sent, but for those Node adds by itself). Same
 * bytes on the wire: the gap measured is the framework and Kora's per-request platform work (request
 * id, access policy, metrics, logs), not the reading of the request that any server must do.
 */
export async function startBareSessionServer(sessionCookie: string, body: string, headers: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const [name, sessionId] = sessionCookie.split('=') as [string, string];
  const code = `
    const { parseCookie } = require('cookie');
    const { NAME, SID, BODY } = process.env;
    const headers = { ...JSON.parse(process.env.HEADERS), 'content-type': 'application/json; charset=utf-8' };
    const sessions = new Map([[SID, { body: BODY, fetchedAt: Date.now() }]]);
    const FRESH_MS = 3600 * 1000;
    const refused = JSON.stringify({ message: 'unauthorized' });
    require('node:http').createServer((req, res) => {
      const cookie = req.headers.cookie;
      const id = cookie !== undefined && cookie.includes(NAME) ? parseCookie(cookie)[NAME] : undefined;
      const hit = id === undefined ? undefined : sessions.get(id);
      if (hit === undefined || Date.now() - hit.fetchedAt > FRESH_MS) {
        res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(refused) });
        res.end(refused);
        return;
      }
      res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(hit.body) });
      res.end(hit.body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, NAME: name, SID: sessionId, BODY: body, HEADERS: JSON.stringify(headers) }, stdio: 'ignore', cwd: path.resolve('apps/server') });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => '', { cookie: sessionCookie });
  return { url, stop: stopper(child) };
}

/** The anchor of a database read: a bare node:http server running one SQL statement with pg and answering its rows as JSON. */
export async function startBareSqlServer(databaseUrl: string, text: string, params: unknown[]): Promise<Running> {
  const port = await freePort();
  const code = `
    const pg = require('pg');
    const pool = new pg.Pool({ connectionString: process.env.DB, max: 10 });
    const { text, params } = JSON.parse(process.env.QUERY);
    require('node:http').createServer(async (req, res) => {
      const { rows } = await pool.query(text, params);
      const body = JSON.stringify(rows);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, DB: databaseUrl, QUERY: JSON.stringify({ text, params }) }, stdio: 'ignore', cwd: path.resolve('apps/server') });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => '');
  return { url, stop: stopper(child) };
}

/** The anchor of the chat fan-out: a bare `ws` server in its own process (bench/cases/chat-anchor.ts); with redisUrl, one of several sharing a chat over Redis. */
export async function startBareChatServer(redisUrl?: string): Promise<Running & { pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/cases/chat-anchor.ts'], { env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl ?? '' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => '');
  return { url, pid: child.pid as number, stop: stopper(child) };
}

/**
 * The anchor of file serving: Debian's nginx, in the foreground, serving one folder. `tcpNopush: false`
 * configures it as Kora's front door is (deploy/nginx/kora-server.conf): with sendfile, tcp_nopush stalls a
 * small ranged answer about 40 ms, which flatters whoever is compared with it.
 */
export async function startNginx(root: string, { tcpNopush = true, workers = '1', connections = 1024 } = {}): Promise<Running> {
  const port = await freePort();
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  await fs.writeFile(conf, `daemon off; worker_processes ${workers}; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;
events { worker_connections ${connections}; }
http { access_log off; sendfile on; tcp_nopush ${tcpNopush ? 'on' : 'off'}; tcp_nodelay on; keepalive_requests 100000;
  types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
  server { listen 127.0.0.1:${port}; root ${root}; location = /ready { return 200; } location / { } } }`);
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', prefix], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/ready`, child, () => '');
  const stop = stopper(child);
  return {
    url,
    async stop() {
      await stop();
      await fs.rm(prefix, { recursive: true, force: true });
    },
  };
}
