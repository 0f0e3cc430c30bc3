import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { mediaSecretFingerprint } from '../installation.js';
import { scratchDirOf } from '../jobs/workers.js';
import { createMediaStorage, type MediaStorage } from '../storage/index.js';
import { backupEmbeddedDatabase, PGDATA_IN_BACKUP } from './embedded-base-backup.js';
import { type BackupFile, copyHashed, sha256Of } from './files.js';
import { type BackupManifest, knownMigrations, MANIFEST } from './manifest.js';
import { dumpDatabase, DUMP_IN_BACKUP, serverVersion } from './pg-dump.js';

/** The top folders of media storage a backup copies: every video's and live's files (scratch and partial uploads are not kept). */
export const MEDIA_PREFIXES = ['videos', 'lives'] as const;
/** DATA_DIR's secrets an installation cannot do without (the files exist only where they were generated). */
export const SECRET_FILES = ['media-url.secret', 'vapid.json', 'postgres.secret', 'cluster-secrets.json'] as const;

const under = (folder: string, files: BackupFile[]) => files.map((file) => ({ ...file, path: `${folder}/${file.path}` }));

/** A backup's folder name: its UTC time, sortable (`kora-2026-11-29T17-20-05Z`). */
const backupName = (at: Date) => `kora-${at.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}`;

async function backupDatabase(config: Config, dir: string): Promise<{ files: BackupFile[]; database: BackupManifest['database'] }> {
  if (!config.databaseUrl) {
    const { files, postgres } = await backupEmbeddedDatabase(config.dataDir, config.embeddedPgPort, dir);
    return { files: under(PGDATA_IN_BACKUP, files), database: { kind: 'embedded-base-backup', postgres } };
  }
  await fs.mkdir(path.join(dir, 'database'), { recursive: true, mode: 0o700 });
  const postgres = await serverVersion(config.databaseUrl);
  await dumpDatabase(config.databaseUrl, dir);
  const dump = path.join(dir, ...DUMP_IN_BACKUP.split('/'));
  return { files: [{ path: DUMP_IN_BACKUP, bytes: (await fs.stat(dump)).size, sha256: await sha256Of(dump) }], database: { kind: 'pg-dump', postgres } };
}

/** Every object of the media storage under MEDIA_PREFIXES, local disk or S3 alike, into `<dir>/media/<key>`. */
async function backupMedia(storage: MediaStorage, dir: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const prefix of MEDIA_PREFIXES) {
    for (const key of await storage.keys(prefix)) {
      // A video deleted since its key was listed is simply not in the backup.
      const copy = await storage.localCopy(key).catch(() => undefined);
      if (!copy) continue;
      try {
        const done = await copyHashed(copy.file, path.join(dir, 'media', ...key.split('/')));
        if (done) files.push({ path: `media/${key}`, ...done });
      } finally {
        await copy.release();
      }
    }
  }
  return files;
}

/** MEDIA_URL_SECRET, else the one generated into DATA_DIR (none yet: a platform never started). */
async function secretInUse(config: Config): Promise<string | undefined> {
  const file = path.join(config.dataDir, 'media-url.secret');
  return config.mediaUrlSecret ?? (existsSync(file) ? (await fs.readFile(file, 'utf8')).trim() : undefined);
}

/** The secret files found in `folders` (the first holding each name wins). */
async function backupSecrets(folders: readonly string[], dir: string): Promise<{ names: string[]; files: BackupFile[] }> {
  const names: string[] = [];
  const files: BackupFile[] = [];
  for (const name of SECRET_FILES) {
    const from = folders.map((folder) => path.join(folder, name)).find((file) => existsSync(file));
    const done = from ? await copyHashed(from, path.join(dir, 'secrets', name)) : undefined;
    if (!done) continue;
    names.push(name);
    files.push({ path: `secrets/${name}`, ...done });
  }
  return { names, files };
}

/**
 * Writes a new backup into `folder`: the database first (a base backup of the embedded one, or pg_dump of
 * DATABASE_URL, each consistent at one moment while writes go on), then the media storage's objects (so every file
 * the copied database names was there to copy, barring a video deleted in between), then the secrets (DATA_DIR's,
 * or those of `secretsFrom`: a cluster's own folder too), and manifest.json with each file's checksum. It is built as
 * `<name>.partial` and renamed once whole: a folder without that suffix is a complete backup. Answers its path.
 */
export async function takeBackup(
  config: Config,
  folder: string,
  log: (line: string) => void = () => undefined,
  { secretsFrom = [config.dataDir] }: { secretsFrom?: readonly string[] } = {},
): Promise<string> {
  const started = new Date();
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const final = path.join(path.resolve(folder), backupName(started));
  const partial = `${final}.partial`;
  await fs.mkdir(partial, { mode: 0o700 });
  const storage = createMediaStorage(config.storage, scratchDirOf(config));
  try {
    log(`Base de données (${config.databaseUrl ? 'pg_dump de DATABASE_URL' : 'base intégrée'})…`);
    const { files: databaseFiles, database } = await backupDatabase(config, partial);
    log(`Médias (${config.storage.kind === 's3' ? 'seau S3' : config.storage.root})…`);
    const mediaFiles = await backupMedia(storage, partial);
    const secrets = await backupSecrets(secretsFrom, partial);
    const migrations = await knownMigrations();
    const manifest: BackupManifest = {
      format: 1,
      createdAt: started.toISOString(),
      schema: { migration: migrations.at(-1) ?? '', migrations: migrations.length },
      database,
      media: { storage: config.storage.kind, objects: mediaFiles.length, bytes: mediaFiles.reduce((sum, file) => sum + file.bytes, 0) },
      secrets: secrets.names,
      mediaSecretFingerprint: await secretInUse(config).then((secret) => (secret ? mediaSecretFingerprint(secret) : null)),
      durationMs: Date.now() - started.getTime(),
      files: [...databaseFiles, ...mediaFiles, ...secrets.files],
    };
    await fs.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await fs.rename(partial, final);
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    log(`Sauvegarde complète : ${manifest.files.length} fichiers, ${(bytes / 1e6).toFixed(1)} Mo, ${manifest.media.objects} fichiers de médias, en ${(manifest.durationMs / 1000).toFixed(1)} s.`);
    return final;
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await storage.close();
  }
}

/** Keeps the `keep` newest complete backups in `folder` and removes the older ones (a partial one may be in progress: left). */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const complete = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => /^kora-[\dT-]+Z$/.test(name)).sort();
  const removed = complete.slice(0, Math.max(0, complete.length - keep));
  for (const name of removed) await fs.rm(path.join(folder, name), { recursive: true, force: true });
  return removed;
}
