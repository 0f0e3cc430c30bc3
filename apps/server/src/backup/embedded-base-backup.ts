import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseUrl, pgDataOf, postmasterRunning, runAsIds } from '../db/embedded-postgres.js';
import { type BackupFile, copyTree, sha256Of } from './files.js';
import { BackupError } from './manifest.js';

/** The base backup's data folder inside the backup. */
export const PGDATA_IN_BACKUP = 'database/pgdata';

/**
 * What a base backup leaves out of the data folder, as pg_basebackup does: the running server's own state (pid,
 * sockets' and statistics' temporary files, replication slots, shared memory) and its WAL, copied apart. Their
 * folders are kept, empty: PostgreSQL needs them to start.
 */
const RUNTIME_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const RUNTIME_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old', 'tablespace_map.old']);
const leftOut = (relative: string, isDirectory: boolean) =>
  isDirectory ? RUNTIME_FOLDERS.has(relative) || /(^|\/)pgsql_tmp/.test(relative) : RUNTIME_FILES.has(relative) || relative.endsWith('pg_internal.init');

/** A WAL segment's file name: timeline, log and segment, 8 hex digits each. */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * A consistent copy of the embedded PostgreSQL of DATA_DIR into `<backupDir>/database/pgdata`, restorable by starting
 * PostgreSQL on it. Running: PostgreSQL's low-level base backup (pg_backup_start, a copy of the files while it keeps
 * serving, pg_backup_stop, and the WAL written meanwhile, kept from recycling by a temporary replication slot), so
 * writes go on during the copy and the restored database is the one of the moment pg_backup_stop returned. Stopped:
 * a copy of the folder as it is. Debian's pg_dump is older than the embedded PostgreSQL and refuses it; this needs
 * no tool beyond the server itself.
 */
export async function backupEmbeddedDatabase(dataDir: string, port: number, backupDir: string): Promise<{ files: BackupFile[]; postgres: string }> {
  const pgData = pgDataOf(dataDir);
  const target = path.join(backupDir, ...PGDATA_IN_BACKUP.split('/'));
  const version = (await fs.readFile(path.join(pgData, 'PG_VERSION'), 'utf8').catch(() => '')).trim();
  if (!version) throw new BackupError(`Aucune base intégrée sous ${dataDir} : réglez DATA_DIR (ou DATABASE_URL pour une base externe).`);
  if (!(await postmasterRunning(pgData))) {
    return { files: await copyTree(pgData, target, (relative) => RUNTIME_FILES.has(relative)), postgres: version };
  }
  const client = new pg.Client({ connectionString: await embeddedDatabaseUrl(dataDir, port), application_name: 'kora-backup' });
  await client.connect().catch((error: unknown) => {
    throw new BackupError(`La base intégrée tourne mais ne répond pas sur le port ${port} : réglez EMBEDDED_PG_PORT comme pour le serveur (${String(error)}).`);
  });
  try {
    const { rows: serverVersion } = await client.query<{ server_version: string }>('show server_version');
    // The slot keeps every WAL segment from here on until this connection ends, whatever checkpoints happen meanwhile.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`kora_backup_${randomBytes(4).toString('hex')}`]);
    await client.query('select pg_backup_start($1, true)', [`kora ${new Date().toISOString()}`]);
    const files = await copyTree(pgData, target, leftOut);
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)');
    const label = rows[0]?.labelfile ?? '';
    await fs.writeFile(path.join(target, 'backup_label'), label, { mode: 0o600 });
    if (rows[0]?.spcmapfile) await fs.writeFile(path.join(target, 'tablespace_map'), rows[0].spcmapfile, { mode: 0o600 });
    // The WAL from the backup's start (pg_backup_stop switched segments, so all of it is on disk by now).
    const first = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(label)?.[1];
    if (!first) throw new BackupError(`Étiquette de sauvegarde illisible : ${label.slice(0, 200)}`);
    // Timelines' history files too, should this database itself come from a restore that began a timeline.
    const wal = (await fs.readdir(path.join(pgData, 'pg_wal'))).filter((name) => (WAL_SEGMENT.test(name) && name >= first) || name.endsWith('.history'));
    const walFiles = await copyTree(path.join(pgData, 'pg_wal'), path.join(target, 'pg_wal'), (relative, isDirectory) => !isDirectory && !wal.includes(relative));
    await fs.mkdir(path.join(target, 'pg_wal', 'archive_status'), { recursive: true });
    const written = ['backup_label', ...(rows[0]?.spcmapfile ? ['tablespace_map'] : [])];
    const extra = await Promise.all(written.map(async (name) => ({ path: name, bytes: (await fs.stat(path.join(target, name))).size, sha256: await sha256Of(path.join(target, name)) })));
    return { files: [...files, ...extra, ...walFiles.map((file) => ({ ...file, path: `pg_wal/${file.path}` }))], postgres: serverVersion[0]?.server_version ?? version };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Puts a base backup back as DATA_DIR's embedded database folder (which must not exist), owned by the user
 * PostgreSQL runs as. Starting PostgreSQL on it then replays the WAL the backup holds (backup_label) to its end.
 */
export async function restoreEmbeddedDatabase(backupDir: string, dataDir: string): Promise<void> {
  const pgData = pgDataOf(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  await copyTree(path.join(backupDir, ...PGDATA_IN_BACKUP.split('/')), pgData);
  await fs.chmod(pgData, 0o700);
  const ids = await runAsIds();
  if (ids) {
    await fs.chmod(dataDir, 0o755);
    await chownTree(pgData, ids.uid, ids.gid);
  }
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, uid, gid);
    else await fs.chown(full, uid, gid);
  }
}
