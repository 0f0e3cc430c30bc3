import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** A process of the cluster: its name (for the log prefix), the child, and how it ended. */
export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines it printed (for an error message when it dies early). */
  tail(): string;
}

/**
 * Ports handed out below Linux's ephemeral range (32768–60999): a port the kernel picked for `listen(0)` is also one
 * it may give the next outgoing connection (a database client, say) before the process it was meant for listens on
 * it, which was seen stopping a server with « port déjà utilisé ». Here, only another listener can take it.
 */
const PORTS = { from: 20_000, to: 32_000 } as const;

const listensOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port free on 127.0.0.1 right now (random, outside the ephemeral range). */
export async function freeLoopbackPort(): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (await listensOn(port)) return port;
  }
  throw new Error(`aucun port libre entre ${PORTS.from} et ${PORTS.to} sur 127.0.0.1`);
}

/**
 * Starts `command` with `env` (added to PATH and HOME only: each process gets exactly what it is told),
 * its output prefixed by its name on our output when `echo` is given, kept in memory otherwise.
 */
export function startProcess(name: string, command: string, args: readonly string[], env: Record<string, string>, echo?: (line: string) => void): ClusterProcess {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      echo?.(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited, tail: () => lines.slice(-40).join('\n') };
}

/** Waits until `check` passes, failing early with the process's output if it died. */
export async function waitFor(what: string, proc: ClusterProcess | undefined, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} s'est arrêté avant d'être prêt :\n${proc.tail()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} : pas prêt à temps${proc ? `\n${proc.tail()}` : ''}`);
}

/** Whether GET url answers 2xx. */
export const answers = (url: string) => fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);

/** Stops processes: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopAll(procs: readonly ClusterProcess[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    procs.map(async (proc) => {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
      proc.child.kill('SIGTERM');
      const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
      await proc.exited;
      clearTimeout(timer);
    }),
  );
}
