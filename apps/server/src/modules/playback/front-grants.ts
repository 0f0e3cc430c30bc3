import fs from 'node:fs/promises';
import path from 'node:path';
import { SEGMENT_FILE } from './media-files.js';
import type { MediaGrant } from './media-url-signer.js';

/** The length of nginx's grant windows (deploy/nginx/kora-http.conf cuts its clock to 5 s). */
export const GRANT_WINDOW_SECONDS = 5;
/** The header nginx's question carries its current window in (deploy/nginx/kora-media-disk.conf). */
export const GRANT_WINDOW_HEADER = 'x-kora-grant-window';
const WINDOW = /^\d{1,12}$/;

/** A signed prefix Kora has judged (its kind as the URL says it), and the file it was asked about. */
export interface JudgedFetch extends Omit<MediaGrant, 'kind'> {
  kind: string;
  signature: string;
  file: string;
}

/** The grant's file name, as nginx builds it from the URL: `<kind>.<id>.<user>.<expiry>.<signature>.<segment extension>`. */
export const grantName = ({ kind, id, userId, expires, signature }: Omit<JudgedFetch, 'file'>, extension: string) =>
  `${kind}.${id}.${userId}.${expires}.${signature}.${extension}`;

/**
 * Kora's yes to a signed prefix, written down where nginx can read it without asking: an empty file under
 * `<media folder>/.grants/<window>/`. Until nginx's clock leaves that 5-second window, nginx sends the
 * prefix's segments of that extension without a question to Kora; then it asks again, and a right withdrawn
 * meanwhile is refused. Only for viewers who are not metered (a free viewer is charged per fetch, so every
 * fetch must reach Kora) and never past the URL's expiry. Old windows are removed as new ones begin.
 */
export function createFrontGrants({ root, now = Date.now, warn }: { root: string; now?: () => number; warn: (error: unknown) => void }) {
  const dir = path.join(root, '.grants');
  /** Windows whose folder this process made. */
  const made = new Set<number>();
  /** The window of the last warning: a disk that refuses is said once per window, not once per segment. */
  let warned = 0;

  /** Removes the folders of windows that ended more than a window ago (any instance may; the others' are the same). */
  async function sweep(current: number): Promise<void> {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const old = names.filter((name) => WINDOW.test(name) && Number(name) < current - GRANT_WINDOW_SECONDS);
    await Promise.all(old.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
    for (const window of made) if (window < current - GRANT_WINDOW_SECONDS) made.delete(window);
  }

  async function write(folder: string, window: number, name: string): Promise<void> {
    if (!made.has(window)) {
      await fs.mkdir(folder, { recursive: true });
      made.add(window);
      void sweep(window).catch(warn);
    }
    await fs.writeFile(path.join(folder, name), '');
  }

  return {
    /**
     * Writes the grant for a fetch Kora allowed without metering, in the window nginx named (`windowHeader`).
     * False when there is nothing to write: not a segment, no window or one more than a window away from this
     * clock (a header from anyone but nginx earns nothing longer), or a URL that expires within the window.
     */
    async write(fetch: JudgedFetch, windowHeader: string | undefined): Promise<boolean> {
      // Only segments, which never change, are sent on a grant.
      const extension = SEGMENT_FILE.exec(fetch.file)?.[1];
      if (!extension || !windowHeader || !WINDOW.test(windowHeader)) return false;
      const window = Number(windowHeader);
      const current = Math.floor(now() / 1000 / GRANT_WINDOW_SECONDS) * GRANT_WINDOW_SECONDS;
      if (window % GRANT_WINDOW_SECONDS !== 0 || Math.abs(window - current) > GRANT_WINDOW_SECONDS) return false;
      if (fetch.expires < window + GRANT_WINDOW_SECONDS) return false;
      const folder = path.join(dir, String(window));
      const name = grantName(fetch, extension);
      // A failure the first time may be another instance's sweep of a folder this one made: make it again, once.
      const written = () => write(folder, window, name).then(() => true);
      return written().catch(() => {
        made.delete(window);
        return written().catch((error: unknown) => {
          if (warned !== window) warn(error);
          warned = window;
          return false;
        });
      });
    },
  };
}
export type FrontGrants = ReturnType<typeof createFrontGrants>;
