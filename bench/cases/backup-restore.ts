import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../apps/server/test/free-port.js';
import type { Budget } from './home-js.js';

const run = promisify(execFile);

/** Bytes under `dir`. */
async function sizeOf(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => fs.stat(path.join(entry.parentPath, entry.name)).then((info) => info.size)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const seconds = async (work: () => Promise<unknown>) => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
};

/**
 * The demo platform (every demo video prepared, the server running) backed up with `npm run backup`, then restored
 * with `npm run restore` into a fresh DATA_DIR, timed against a budget of 30 s; printed beside it, the backup's time
 * and a plain copy (`cp -a`) of the same folder: the restore does more than copy (every checksum checked,
 * PostgreSQL started on the copy and its WAL replayed, every session ended, the secrets checked).
 */
export async function backupRestoreCase(kora: { dataDir: string; databaseUrl: string }): Promise<Budget> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-backup-'));
  // Run as root, PostgreSQL runs as its own user: it must reach the restored DATA_DIR inside.
  await fs.chmod(work, 0o755);
  const entry = (name: string) => path.join('apps/server/dist', `${name}.js`);
  const env = (dataDir: string, port: string) => ({ PATH: process.env.PATH ?? '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: port, LOG_LEVEL: 'warn' });
  try {
    let backup = '';
    const backupSeconds = await seconds(async () => {
      const { stdout } = await run(process.execPath, [entry('backup'), path.join(work, 'backups')], { env: env(kora.dataDir, new URL(kora.databaseUrl).port) });
      backup = stdout.trim().split('\n').at(-1) as string;
    });
    const megabytes = (await sizeOf(backup)) / 1e6;
    const port = String(await freePort());
    const restoreSeconds = await seconds(() => run(process.execPath, [entry('restore'), backup], { env: env(path.join(work, 'restored'), port) }));
    const copySeconds = await seconds(() => run('cp', ['-a', backup, path.join(work, 'copy')]));
    return {
      name: 'Restore of the demo platform into a fresh DATA_DIR (npm run restore: checked, copied, PostgreSQL replaying its WAL)',
      value: restoreSeconds,
      limit: 30,
      unit: 's',
      detail: `${megabytes.toFixed(0)} MB, backed up in ${backupSeconds.toFixed(1)} s while it ran; a plain copy of the backup: ${copySeconds.toFixed(1)} s`,
    };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
