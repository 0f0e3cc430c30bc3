import fs from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths.js';
import { type BackupFile, sha256Of } from './files.js';

/** manifest.json at the root of every backup: what it holds, from which Kora, and each file's checksum. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The Kora that took it: the last migration it knows, and how many (an older Kora cannot restore it). */
  schema: { migration: string; migrations: number };
  database: {
    /** A base backup of the embedded PostgreSQL (restored as a data folder), or pg_dump's custom format (pg_restore). */
    kind: 'embedded-base-backup' | 'pg-dump';
    postgres: string;
  };
  media: { storage: 'local' | 's3'; objects: number; bytes: number };
  /** The secrets of DATA_DIR the installation needs (media URL key, Web Push keys, the embedded database's password). */
  secrets: string[];
  /** The keyed fingerprint of the MEDIA_URL_SECRET in use (installation.ts), so a restore refuses another one up front. */
  mediaSecretFingerprint: string | null;
  durationMs: number;
  files: BackupFile[];
}

export const MANIFEST = 'manifest.json';

/** The migrations this Kora knows, oldest first (migrations/meta/_journal.json). */
export async function knownMigrations(): Promise<string[]> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  return journal.entries.map((entry) => entry.tag);
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** Reads a backup's manifest and checks every file it lists against its size and checksum. */
export async function readVerifiedManifest(backupDir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(backupDir, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${backupDir} n’est pas une sauvegarde de Kora (pas de ${MANIFEST}) ou elle est incomplète.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`Format de sauvegarde ${String(manifest.format)} inconnu de cette version de Kora.`);
  for (const file of manifest.files) {
    const full = path.join(backupDir, ...file.path.split('/'));
    const size = await fs.stat(full).then((info) => info.size, () => -1);
    if (size !== file.bytes || (await sha256Of(full)) !== file.sha256) {
      throw new BackupError(`Sauvegarde abîmée : ${file.path} ${size < 0 ? 'manque' : 'ne correspond pas à sa somme de contrôle'}. Rien n’a été restauré.`);
    }
  }
  return manifest;
}
