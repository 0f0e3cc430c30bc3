import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { type Config, loadConfig } from '../config.js';
import { BackupError } from '../backup/manifest.js';
import { restoreBackup, type RestoreOptions, type RestoreSummary } from '../backup/restore-backup.js';
import { freeLoopbackPort } from './cluster-processes.js';

/** The file of a cluster's folder that holds the secrets it generated. */
export const CLUSTER_SECRETS_FILE = 'cluster-secrets.json';

export interface ClusterSecrets {
  media: string;
  metrics: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}
interface StoredSecrets {
  media?: string;
  metrics?: string;
  vapid?: { publicKey: string; privateKey: string };
}
type Env = Record<string, string | undefined>;

/** The operator's secrets (`given`: MEDIA_URL_SECRET, METRICS_TOKEN, VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY) where set, else the stored ones. */
function secretsOf(stored: Required<StoredSecrets>, given: Env): ClusterSecrets {
  const vapid = given.VAPID_PUBLIC_KEY && given.VAPID_PRIVATE_KEY ? { publicKey: given.VAPID_PUBLIC_KEY, privateKey: given.VAPID_PRIVATE_KEY } : stored.vapid;
  return { media: given.MEDIA_URL_SECRET || stored.media, metrics: given.METRICS_TOKEN || stored.metrics, vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey };
}

/**
 * The secrets every process of the cluster shares: the operator's where set, else generated once into
 * DATA_DIR/cluster-secrets.json (which keeps only generated ones) and read from it on every later start. One Web Push
 * identity for every instance: a browser subscribed through one is reached by any.
 */
export async function clusterSecrets(dataDir: string, given: Env): Promise<ClusterSecrets> {
  const file = path.join(dataDir, CLUSTER_SECRETS_FILE);
  const stored: StoredSecrets = existsSync(file) ? JSON.parse(await fs.readFile(file, 'utf8')) : {};
  stored.media ??= randomBytes(32).toString('base64url');
  stored.metrics ??= randomBytes(24).toString('base64url');
  stored.vapid ??= webpush.generateVAPIDKeys();
  await fs.writeFile(file, JSON.stringify(stored), { mode: 0o600 });
  return secretsOf(stored as Required<StoredSecrets>, given);
}

/**
 * Where a cluster keeps what a backup copies, as one instance's settings: the embedded PostgreSQL under
 * `<dataDir>/db` (or `env.DATABASE_URL`), the shared media folder `<dataDir>/media` (or the S3 bucket of `env`'s
 * S3_* variables), and the secrets its instances run with.
 */
export function clusterStorageConfig(dataDir: string, env: Env, secrets: ClusterSecrets, embeddedPgPort?: number): Config {
  const storage = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('S3_') && value));
  const database = env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : embeddedPgPort ? { EMBEDDED_PG_PORT: String(embeddedPgPort) } : {};
  return loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: path.join(dataDir, 'db'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    MEDIA_URL_SECRET: secrets.media,
    VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
    VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
    ...storage,
    ...database,
  });
}

/** A backup taken of a cluster (by BACKUP_CRON, or with the cluster's settings) holds the cluster's secrets file. */
export const isClusterBackup = (backupDir: string): boolean => existsSync(path.join(backupDir, 'secrets', CLUSTER_SECRETS_FILE));

/**
 * Restores a cluster's backup into the folder `npm run cluster` is then given as DATA_DIR (`env.DATA_DIR`, else the
 * cluster's default): its database, its media, and its secrets file back at the folder's top, where the cluster
 * reads it. The secrets are the operator's where set (as the cluster would take them), else the backup's file's.
 */
export async function restoreClusterBackup(env: Env, backupDir: string, options: Omit<RestoreOptions, 'secretDirs'>): Promise<RestoreSummary & { dataDir: string }> {
  const dataDir = path.resolve(env.DATA_DIR ?? './data/cluster');
  const stored = JSON.parse(await fs.readFile(path.join(backupDir, 'secrets', CLUSTER_SECRETS_FILE), 'utf8')) as StoredSecrets;
  if (!stored.media || !stored.metrics || !stored.vapid) throw new BackupError(`Sauvegarde incomplète : secrets/${CLUSTER_SECRETS_FILE} n’a pas toutes les clés du cluster.`);
  const secrets = secretsOf(stored as Required<StoredSecrets>, env);
  const config = clusterStorageConfig(dataDir, env, secrets, await freeLoopbackPort());
  const summary = await restoreBackup(config, backupDir, { ...options, secretDirs: { [CLUSTER_SECRETS_FILE]: dataDir } });
  return { ...summary, dataDir };
}
