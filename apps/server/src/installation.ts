import { createHmac } from 'node:crypto';
import path from 'node:path';
import { ConfigError, type Config } from './config.js';
import type { Database } from './db/client.js';
import { installation } from './db/schema/index.js';
import { loadMediaUrlSecret } from './modules/playback/media-url-signer.js';
import { loadVapidKeys, type VapidKeys } from './notifications/push-sender.js';

/** What the processes of one installation (every instance and worker on one database) share. */
export interface Installation {
  /** Names the installation to the local sandboxes (a sandbox on a port is shared only within one installation). */
  readonly id: string;
  /** MEDIA_URL_SECRET, or the one generated into DATA_DIR by the first start. */
  readonly mediaSecret: string;
  readonly vapid: VapidKeys;
}

/** A keyed fingerprint of the secret: it says whether two secrets are the same and nothing of either. */
export const mediaSecretFingerprint = (secret: string) => createHmac('sha256', secret).update('kora:installation-fingerprint').digest('base64url');

/**
 * Loads this process's secrets and checks them against the ones the database was first set up with (recorded by
 * the first process that started on it). A process with another MEDIA_URL_SECRET would fail on the first stream
 * key it decrypts and sign media URLs no other instance accepts; one with other Web Push keys would push to no
 * browser subscribed through the others: both are refused here, before anything is served, naming the variable.
 */
export async function openInstallation(db: Database, config: Pick<Config, 'mediaUrlSecret' | 'dataDir' | 'push'>): Promise<Installation> {
  const mediaSecret = await loadMediaUrlSecret(config.mediaUrlSecret, config.dataDir);
  const vapid = await loadVapidKeys(config);
  const fingerprint = mediaSecretFingerprint(mediaSecret);
  await db.insert(installation).values({ mediaSecretFingerprint: fingerprint, vapidPublicKey: vapid.publicKey }).onConflictDoNothing();
  const [first] = await db.select().from(installation);
  if (!first) throw new Error('installation: la ligne écrite au premier démarrage est introuvable');
  const inFile = (file: string) => `du fichier ${path.join(config.dataDir, file)}`;
  if (first.mediaSecretFingerprint !== fingerprint) {
    const origin = config.mediaUrlSecret ? 'la variable MEDIA_URL_SECRET' : `la clé ${inFile('media-url.secret')}`;
    throw new ConfigError(
      `Configuration invalide :\n  MEDIA_URL_SECRET: ${origin} ne correspond pas à la clé avec laquelle cette base de données a été installée ` +
        '(les clés de flux des créateurs et les liens signés en dépendent). Donnez à chaque instance et à chaque worker le même ' +
        'MEDIA_URL_SECRET : celui de la première instance (son DATA_DIR/media-url.secret si elle l’a générée).',
    );
  }
  if (first.vapidPublicKey !== vapid.publicKey) {
    const origin = config.push ? 'les variables VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY' : `les clés ${inFile('vapid.json')}`;
    throw new ConfigError(
      `Configuration invalide :\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: ${origin} ne correspondent pas aux clés Web Push de cette installation ` +
        `(clé publique ${first.vapidPublicKey.slice(0, 12)}…). Donnez à chaque instance et à chaque worker la même paire : celle de la première instance.`,
    );
  }
  return Object.freeze({ id: first.id, mediaSecret, vapid });
}
