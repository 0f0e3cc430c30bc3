import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { pgDataOf, postmasterRunning, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { mediaSecretFingerprint, openInstallation } from '../installation.js';
import { scratchDirOf } from '../jobs/workers.js';
import { createMediaStorage, type MediaStorage } from '../storage/index.js';
import { restoreEmbeddedDatabase } from './embedded-base-backup.js';
import { BackupError, type BackupManifest, knownMigrations, readVerifiedManifest } from './manifest.js';
import { restoreDump } from './pg-dump.js';
import { MEDIA_PREFIXES } from './take-backup.js';

export interface RestoreSummary {
  /** Sessions that were open when the backup was taken, ended by the restore. */
  sessionsEnded: number;
  mediaObjects: number;
  durationMs: number;
}

/** Tables outside PostgreSQL's own schemas: a database holding any is not empty. */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, application_name: 'kora-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')");
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The media secret a backup holds: DATA_DIR's generated one, or a cluster's (cluster-secrets.json). */
async function backedUpMediaSecret(backupDir: string, secrets: readonly string[]): Promise<string | undefined> {
  const read = (name: string) => fs.readFile(path.join(backupDir, 'secrets', name), 'utf8');
  if (secrets.includes('media-url.secret')) return (await read('media-url.secret')).trim();
  if (secrets.includes('cluster-secrets.json')) return (JSON.parse(await read('cluster-secrets.json')) as { media?: string }).media;
  return undefined;
}

/** Refuses a target that already holds something, unless `force`: which target, and how to say so. */
async function checkTargets(manifest: BackupManifest, config: Config, storage: MediaStorage, backupDir: string, { force, secretDir }: { force: boolean; secretDir: (name: string) => string }): Promise<void> {
  const known = await knownMigrations();
  if (manifest.schema.migrations > known.length) {
    throw new BackupError(`Cette sauvegarde vient d’une version plus récente de Kora (schéma ${manifest.schema.migration}) : installez cette version ou une plus récente, puis restaurez.`);
  }
  if (manifest.database.kind === 'embedded-base-backup' && config.databaseUrl) {
    throw new BackupError('Cette sauvegarde est celle d’une base intégrée : restaurez-la sans DATABASE_URL, dans un DATA_DIR.');
  }
  if (manifest.database.kind === 'pg-dump' && !config.databaseUrl) {
    throw new BackupError('Cette sauvegarde est celle d’une base externe (pg_dump) : donnez DATABASE_URL, une base vide.');
  }
  if (manifest.mediaSecretFingerprint) {
    const inBackup = await backedUpMediaSecret(backupDir, manifest.secrets);
    const secret = config.mediaUrlSecret ?? inBackup;
    if (!secret || mediaSecretFingerprint(secret) !== manifest.mediaSecretFingerprint) {
      throw new BackupError(
        `MEDIA_URL_SECRET: ${secret ? 'cette clé n’est pas' : 'il faut la clé donnée par l’environnement, qui n’est pas dans la sauvegarde, et'} celle de l’installation sauvegardée ` +
          '(les clés de flux et les liens signés en dépendent) : donnez la même, ou aucune si la sauvegarde contient son media-url.secret.',
      );
    }
  }
  const taken: string[] = [];
  if (config.databaseUrl) {
    if ((await tablesIn(config.databaseUrl)) > 0) taken.push('la base de DATABASE_URL a déjà des tables');
  } else {
    const pgData = pgDataOf(config.dataDir);
    if (await postmasterRunning(pgData)) throw new BackupError(`La base intégrée de ${config.dataDir} tourne : arrêtez Kora avant de restaurer.`);
    if (existsSync(pgData)) taken.push(`${pgData} existe (DATA_DIR)`);
  }
  for (const prefix of MEDIA_PREFIXES) if ((await storage.keys(prefix)).length > 0) taken.push(`le stockage des médias a déjà des fichiers sous ${prefix}/`);
  for (const name of manifest.secrets) {
    const existing = path.join(secretDir(name), name);
    if (existsSync(existing) && (await fs.readFile(existing, 'utf8')) !== (await fs.readFile(path.join(backupDir, 'secrets', name), 'utf8'))) taken.push(`${existing} existe avec une autre valeur`);
  }
  if (taken.length > 0 && !force) throw new BackupError(`La cible n’est pas vide : ${taken.join(' ; ')}. Restaurez dans un DATA_DIR (et une base) vides, ou ajoutez --force pour tout remplacer.`);
}

/** Moves what is replaced aside rather than deleting it: `<name>.avant-restauration-<time>`. */
async function setAside(file: string, stamp: string): Promise<void> {
  if (existsSync(file)) await fs.rename(file, `${file}.avant-restauration-${stamp}`);
}

async function restoreMedia(backupDir: string, manifest: BackupManifest, storage: MediaStorage, scratch: string, force: boolean): Promise<number> {
  if (force) for (const prefix of MEDIA_PREFIXES) await storage.removePrefix(prefix);
  await fs.mkdir(scratch, { recursive: true });
  let count = 0;
  for (const file of manifest.files.filter((f) => f.path.startsWith('media/'))) {
    // putFile takes the file over: it gets a copy.
    const copy = path.join(scratch, `restore-${randomUUID()}`);
    await fs.copyFile(path.join(backupDir, ...file.path.split('/')), copy);
    await storage.putFile(file.path.slice('media/'.length), copy);
    count += 1;
  }
  return count;
}

export interface RestoreOptions {
  /** Replace a target that holds something (what is replaced is moved aside). */
  force?: boolean;
  log?: (line: string) => void;
  /** The folder a secret file goes to, by name, when not DATA_DIR (a cluster's own file goes to the cluster's folder). */
  secretDirs?: Partial<Record<string, string>>;
}

/**
 * Rebuilds an installation from a backup into the configured target: an empty DATA_DIR (embedded database) or an
 * empty DATABASE_URL, the media storage and DATA_DIR's secrets. Every file is checked against the manifest first, and
 * a target holding anything is refused unless `force` (the embedded database folder and secrets replaced are moved
 * aside, not deleted). Then the database is started once: PostgreSQL replays the base backup's WAL, every session
 * is ended (a restore must not bring back one that was closed after the backup: people sign in again), and the
 * secrets are checked against the database as a start would (installation.ts).
 */
export async function restoreBackup(config: Config, backupDir: string, { force = false, log = () => undefined, secretDirs = {} }: RestoreOptions = {}): Promise<RestoreSummary> {
  const started = Date.now();
  const manifest = await readVerifiedManifest(backupDir);
  log(`Sauvegarde du ${manifest.createdAt} vérifiée : ${manifest.files.length} fichiers.`);
  const storage = createMediaStorage(config.storage, scratchDirOf(config));
  const secretDir = (name: string) => secretDirs[name] ?? config.dataDir;
  try {
    await checkTargets(manifest, config, storage, backupDir, { force, secretDir });
    const stamp = new Date().toISOString().replaceAll(':', '-');
    await fs.mkdir(config.dataDir, { recursive: true });
    for (const name of manifest.secrets) {
      const target = path.join(secretDir(name), name);
      await setAside(target, stamp);
      await fs.copyFile(path.join(backupDir, 'secrets', name), target);
      await fs.chmod(target, 0o600);
    }
    log('Base de données…');
    if (config.databaseUrl) await restoreDump(backupDir, config.databaseUrl, force);
    else {
      await setAside(pgDataOf(config.dataDir), stamp);
      await restoreEmbeddedDatabase(backupDir, config.dataDir);
    }
    log('Médias…');
    const mediaObjects = await restoreMedia(backupDir, manifest, storage, scratchDirOf(config), force);
    const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log: () => undefined });
    const database = connectDatabase(config.databaseUrl ?? (embedded as NonNullable<typeof embedded>).url, 2);
    try {
      const ended = await database.pool.query('delete from sessions');
      await openInstallation(database.db, config);
      return { sessionsEnded: ended.rowCount ?? 0, mediaObjects, durationMs: Date.now() - started };
    } finally {
      await database.close();
      await embedded?.stop();
    }
  } finally {
    await storage.close();
  }
}
