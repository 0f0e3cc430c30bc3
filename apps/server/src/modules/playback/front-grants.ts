import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAsset } from '../../storage/media-keys.js';
import type { MediaGrant } from './media-url-signer.js';
import { createGrantWriter } from './grant-writer.js';
import { SEGMENT_EXTENSIONS } from './media-files.js';

/** The length of nginx's grant windows (deploy/nginx/kora-http.conf cuts its clock to 5 s). */
export const GRANT_WINDOW_SECONDS = 5;
/**
 * How many windows one yes is written for: the one nginx named and the next ones, 30 to 60 s in all, drawn per
 * grant. Each viewer's grant then ends 30 to 60 s after their own question, not at a boundary all viewers share:
 * the thousands who arrive together when a live starts do not come back together every 30 s ever after (their
 * questions spread out a little more at each renewal), and a viewer asks Kora about once in 45 s instead of at
 * every fetch.
 */
export const GRANT_WINDOWS = { fewest: 6, most: 12 } as const;
/** The header nginx's question carries its current window in (deploy/nginx/kora-media-disk.conf). */
export const GRANT_WINDOW_HEADER = 'x-kora-grant-window';
/** The files a grant covers (what a player fetches all along): playlists and segments, not posters or thumbnails. */
export const GRANTED_EXTENSIONS = [...SEGMENT_EXTENSIONS, 'm3u8'] as const;
const GRANTED_FILE = new RegExp(`\\.(?:${GRANTED_EXTENSIONS.join('|')})$`);
/** The last part of a grant's name; nginx puts the same word for those files only (deploy/nginx/kora-media-disk-http.conf). */
export const GRANT_CLASS = 'hls';
const WINDOW = /^\d{1,12}$/;
/** The name a swept window's folder is moved to, before it is deleted. */
const SWEPT = 'swept-';

/** Deletes folders with `rm -r` in a child process; resolves when it is done (a failure is the caller's warning). */
function removeInBackground(folders: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('rm', ['-rf', '--', ...folders], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rm -rf exited with ${code}`))));
  });
}

/** A signed prefix Kora has judged (its kind as the URL says it), and the file it was asked about. */
export interface JudgedFetch extends Omit<MediaGrant, 'kind'> {
  kind: string;
  signature: string;
  file: string;
}

/**
 * The grant's file name, as nginx builds it from the URL: `<kind>.<id>.<user>.<expiry>.<signature>.hls` (the parts
 * are text to nginx, which a test gives as its variables' names).
 */
export const grantName = ({ kind, id, userId, expires, signature }: Omit<JudgedFetch, 'file' | 'expires'> & { expires: number | string }) => `${kind}.${id}.${userId}.${expires}.${signature}.${GRANT_CLASS}`;

/** Whose grant a file name is (the signature is base64url: no dots). */
const holderOf = (name: string): { asset: MediaAsset; userId: string } | undefined => {
  const [kind, id, userId] = name.split('.');
  return kind && id && userId ? { asset: { kind: kind as MediaAsset['kind'], id }, userId } : undefined;
};

/**
 * Kora's yes to a signed prefix, written down where nginx can read it without asking: an empty file under
 * `<media folder>/.grants/<window>/` for the 5-second window nginx named and the 5 to 11 after it, while the URL
 * lasts. Until nginx's clock leaves the last of them, nginx sends the prefix's playlists and segments without a
 * question to Kora. A right withdrawn by a change Kora hears of (an account downgraded or suspended, a video
 * blocked or republished: `revoke`) removes the grants at once; one that lapses with time alone is refused after
 * at most 60 s. Only for viewers who are not metered (a free viewer is charged per fetch, so every fetch must
 * reach Kora). Old windows are removed as new ones begin. `draw` picks each grant's length (a number in [0, 1), as
 * Math.random gives).
 */
export function createFrontGrants({ root, now = Date.now, warn, draw = Math.random }: { root: string; now?: () => number; warn: (error: unknown) => void; draw?: () => number }) {
  const dir = path.join(root, '.grants');
  const writer = createGrantWriter();
  /** Windows whose folder this process made (or is making). */
  const made = new Map<number, Promise<string>>();
  /** The window of the last warning: a disk that refuses is said once per window, not once per segment. */
  let warned = 0;
  let leftoversSeen = false;
  const currentWindow = () => Math.floor(now() / 1000 / GRANT_WINDOW_SECONDS) * GRANT_WINDOW_SECONDS;
  /** Window folders that may still be read, by their number. */
  const windowsOnDisk = async () => (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => WINDOW.test(name));

  /**
   * Removes the folders of windows that ended more than a window ago. A folder holds a grant per viewer who asked
   * in the last minute (thousands at a popular live): it is moved aside in one step (the instance whose move
   * succeeds owns it) and deleted by `rm` in a process of its own, so its files never queue on this process's
   * file-system threads ahead of the grants being written.
   */
  async function sweep(current: number): Promise<void> {
    const old = (await windowsOnDisk()).filter((name) => Number(name) < current - GRANT_WINDOW_SECONDS);
    for (const window of made.keys()) if (window < current - GRANT_WINDOW_SECONDS) made.delete(window);
    const moved = await Promise.all(old.map(async (name) => {
      const aside = path.join(dir, `${SWEPT}${name}.${process.pid}`);
      return fs.rename(path.join(dir, name), aside).then(() => aside, () => undefined);
    }));
    const doomed = moved.filter((aside): aside is string => aside !== undefined);
    // Once per process: what a process stopped while deleting left behind.
    if (!leftoversSeen) {
      leftoversSeen = true;
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      doomed.push(...names.filter((name) => name.startsWith(SWEPT)).map((name) => path.join(dir, name)));
    }
    if (doomed.length > 0) await removeInBackground([...new Set(doomed)]);
  }

  /**
   * The window's folder, made once: the questions that need it together (thousands when a live starts) wait for
   * the same mkdir, and the sweep it starts runs once per new window, not once per question.
   */
  function folder(window: number): Promise<string> {
    let making = made.get(window);
    if (!making) {
      const at = path.join(dir, String(window));
      making = fs.mkdir(at, { recursive: true }).then(() => {
        void sweep(currentWindow()).catch(warn);
        return at;
      });
      made.set(window, making);
      // A failure is the caller's; the next question tries again.
      making.catch(() => made.get(window) === making && made.delete(window));
    }
    return making;
  }

  /** The grant in each window: written once, then linked (an asked-again grant is already there: fine), on the writer's thread. */
  async function writeIn(windows: readonly number[], name: string): Promise<void> {
    await writer.write(await Promise.all(windows.map(async (window) => path.join(await folder(window), name))));
  }

  /** Removes the grants `match` names from every window still read. */
  async function removeWhere(match: (holder: { asset: MediaAsset; userId: string }) => boolean): Promise<void> {
    const current = currentWindow();
    for (const window of await windowsOnDisk()) {
      if (Number(window) < current - GRANT_WINDOW_SECONDS) continue;
      const names = await fs.readdir(path.join(dir, window)).catch(() => [] as string[]);
      const doomed = names.filter((name) => {
        const holder = holderOf(name);
        return holder !== undefined && match(holder);
      });
      await Promise.all(doomed.map((name) => fs.rm(path.join(dir, window, name), { force: true })));
    }
  }

  return {
    /**
     * Writes the grant for a fetch Kora allowed without metering, from the window nginx named (`windowHeader`).
     * False when there is nothing to write: not a playlist or segment, no window or one more than a window away
     * from this clock (a header from anyone but nginx earns nothing longer), or a URL that expires within it.
     */
    async write(fetch: JudgedFetch, windowHeader: string | undefined): Promise<boolean> {
      if (!GRANTED_FILE.test(fetch.file) || !windowHeader || !WINDOW.test(windowHeader)) return false;
      const window = Number(windowHeader);
      if (window % GRANT_WINDOW_SECONDS !== 0 || Math.abs(window - currentWindow()) > GRANT_WINDOW_SECONDS) return false;
      // Never a window that ends after the URL does.
      const count = GRANT_WINDOWS.fewest + Math.floor(draw() * (GRANT_WINDOWS.most - GRANT_WINDOWS.fewest + 1));
      const windows = Array.from({ length: Math.min(count, GRANT_WINDOWS.most) }, (_, i) => window + i * GRANT_WINDOW_SECONDS).filter((w) => fetch.expires >= w + GRANT_WINDOW_SECONDS);
      if (windows.length === 0) return false;
      const name = grantName(fetch);
      // A failure the first time may be another instance's sweep of a folder this one made: make it again, once.
      const written = () => writeIn(windows, name).then(() => true);
      return written().catch(() => {
        for (const w of windows) made.delete(w);
        return written().catch((error: unknown) => {
          if (warned !== window) warn(error);
          warned = window;
          return false;
        });
      });
    },

    /**
     * Takes back the grants of the viewers and assets `match` names (a right Kora was told changed), now and
     * once more a second later: a question judged just before the change may still be writing its grant.
     */
    revoke(match: (holder: { asset: MediaAsset; userId: string }) => boolean): void {
      void removeWhere(match).catch(warn);
      setTimeout(() => void removeWhere(match).catch(warn), 1000).unref();
    },

    /** Stops the writer's thread (the app is closing). */
    close: writer.close,
  };
}
export type FrontGrants = ReturnType<typeof createFrontGrants>;
