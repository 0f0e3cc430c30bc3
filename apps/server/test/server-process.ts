import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { serverRoot } from '../src/paths.js';

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs a built entry (dist/main.js, or dist/worker.js) as its own process, as `npm start` and `npm run worker` do,
 * with the given environment (JSON logs: NODE_ENV test). The API suite's global setup builds the bundle first.
 * A test's own helper process (`test/….ts`, not Kora's code) runs from its source through tsx.
 */
export function startServerProcess(env: Record<string, string>, entry: 'main' | 'worker' | `test/${string}.ts` = 'main'): ServerProcess {
  const args = entry.startsWith('test/') ? ['--import', 'tsx', path.join(serverRoot, entry)] : [path.join(serverRoot, 'dist', `${entry}.js`)];
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', RTMP_PORT: '0', SANDBOX_PORT: '0', SMS_SANDBOX_PORT: '0', DEMO_LIVE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export async function waitUntilReady(baseUrl: string, proc: ServerProcess, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output()}`);
    const ok = await fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in time:\n${proc.output()}`);
}
