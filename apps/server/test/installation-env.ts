import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secrets a server generated into its DATA_DIR, as the environment of another process of the same installation
 * (a second instance on its database, with a data folder of its own): without them it is refused at start.
 */
export function installationEnv(dataDir: string): Record<'MEDIA_URL_SECRET' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY', string> {
  const vapid = JSON.parse(readFileSync(path.join(dataDir, 'vapid.json'), 'utf8')) as { publicKey: string; privateKey: string };
  return { MEDIA_URL_SECRET: readFileSync(path.join(dataDir, 'media-url.secret'), 'utf8').trim(), VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
}
