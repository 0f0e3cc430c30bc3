import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './manifest.js';

const run = promisify(execFile);

/** The dump inside the backup (pg_dump's custom format). */
export const DUMP_IN_BACKUP = 'database/kora.dump';

/**
 * The URL's parts as libpq's environment variables, so the password never shows on a command line (ps, /proc);
 * any query parameter (sslmode…) stays in the URL given as --dbname.
 */
function libpqEnv(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGPASSWORD: decodeURIComponent(parsed.password) };
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

/** Runs one of PostgreSQL's client tools, saying in French what to install when it is missing or refuses the server. */
async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = libpqEnv(url);
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new BackupError(`${tool} introuvable : installez le client PostgreSQL (Debian : apt-get install postgresql-client) de la version du serveur de DATABASE_URL ou plus récente.`);
    const said = (failure.stderr ?? String(error)).trim();
    if (/server version mismatch/.test(said)) throw new BackupError(`${tool} est plus ancien que le serveur de DATABASE_URL : installez le client PostgreSQL de sa version. (${said})`);
    throw new BackupError(`${tool} a échoué : ${said}`);
  }
}

/** The server's version, for the manifest. */
export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, application_name: 'kora-backup' });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
  } finally {
    await client.end();
  }
}

/** pg_dump of DATABASE_URL in its custom format: one snapshot, so writes going on meanwhile never half-show. */
export async function dumpDatabase(url: string, backupDir: string): Promise<void> {
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(backupDir, ...DUMP_IN_BACKUP.split('/'))}`], url);
}

/** pg_restore of a backup's dump into DATABASE_URL, in one transaction (all or nothing); `replace` drops what is there first. */
export async function restoreDump(backupDir: string, url: string, replace: boolean): Promise<void> {
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : [])];
  await runTool('pg_restore', [...args, path.join(backupDir, ...DUMP_IN_BACKUP.split('/'))], url);
}
