import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAsset } from '../../storage/media-keys.js';
import { createGrantWriter } from './grant-writer.js';
import type { MediaGrant } from './media-url-signer.js';
import { SEGMENT_EXTENSIONS } from './media-files.js';

/** The moments grants end at are 5 s apart: a grant ends at the first one after its length. */
const GRANT_STEP_SECONDS = 5;
/**
 * How long one yes lasts, drawn per grant: 30 to 60 s after the question. Each viewer's grant then ends at a
 * moment of its own, not at one all viewers share: the thousands who arrive together when a live starts do not
 * come back together every 30 s ever after (their questions spread out a little more at each renewal), and a
 * viewer asks Kora about once in 45 s instead of at every fetch.
 */
const GRANT_SECONDS = { fewest: 30, most: 60 } as const;
/** The files a grant covers (what a player fetches all along): playlists and segments, not posters or thumbnails. */
export const GRANTED_EXTENSIONS = [...SEGMENT_EXTENSIONS, 'm3u8'] as const;
const GRANTED_FILE = new RegExp(`\\.(?:${GRANTED_EXTENSIONS.join('|')})$`);
/** The last part of a grant's name; nginx puts the same word for those files only (deploy/nginx/kora-media-disk-http.conf). */
export const GRANT_CLASS = 'hls';
/** The folder (inside `.grants`) of the moments grants end at: `until/<unix second>`, there until that second. */
const UNTIL = 'until';
/** How often the links of grants that ended are removed. */
const SWEEP_EVERY_MS = 60_000;

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
 * Kora's yes to a signed prefix, written down where nginx can read it without asking: a symbolic link
 * `<media folder>/.grants/<name>` to `until/<second>`, an empty file that exists until that second (30 to 60 s
 * ahead, never past the URL's expiry). nginx sends the prefix's playlists and segments while the link leads to a
 * file (`-f` follows it), without a question to Kora; once the moment's file is removed, the link leads nowhere
 * and nginx asks again. One link per grant, whatever its length: the grant costs two calls (the link made under
 * another name, then renamed over the old one), on the writer's thread. A right withdrawn by a change Kora hears of
 * (an account downgraded or suspended, a video blocked or republished: `revoke`) removes the links at once; one
 * that lapses with time alone is refused after at most 60 s. Only for viewers who are not metered (a free viewer
 * is charged per fetch, so every fetch must reach Kora). Every instance removes the moments that passed, by its
 * own clock; links that lead nowhere are removed once a minute. `draw` picks each grant's length (a number in
 * [0, 1), as Math.random gives).
 */
export function createFrontGrants({ root, now = Date.now, warn, draw = Math.random }: { root: string; now?: () => number; warn: (error: unknown) => void; draw?: () => number }) {
  const dir = path.join(root, '.grants');
  const until = path.join(dir, UNTIL);
  const writer = createGrantWriter();
  /** Moments whose file this process made (or is making), by their second. */
  const made = new Map<number, Promise<void>>();
  /** The step of the last warning: a disk that refuses is said once per step, not once per segment. */
  let warned = 0;
  let lastStep = 0;
  let lastSweep = 0;
  let temps = 0;
  const seconds = () => Math.floor(now() / 1000);

  /** Removes the moments that passed (and forgets them), and once a minute the links that lead nowhere. */
  async function sweep(second: number): Promise<void> {
    for (const moment of made.keys()) if (moment <= second) made.delete(moment);
    const names = await fs.readdir(until).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => Number(name) <= second).map((name) => fs.rm(path.join(until, name), { force: true })));
    if (now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now();
      await writer.sweep(dir, second);
    }
  }

  /** The moment's file, made once: the questions that need it together wait for the same call. */
  function moment(second: number): Promise<void> {
    let making = made.get(second);
    if (!making) {
      making = fs.mkdir(until, { recursive: true }).then(() => fs.writeFile(path.join(until, String(second)), '', { flag: 'a' }));
      made.set(second, making);
      // A failure is the caller's; the next question tries again.
      making.catch(() => made.get(second) === making && made.delete(second));
    }
    return making;
  }

  /** Removes the links `match` names. */
  async function removeWhere(match: (holder: { asset: MediaAsset; userId: string }) => boolean): Promise<void> {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const doomed = names.filter((name) => {
      const holder = name === UNTIL ? undefined : holderOf(name);
      return holder !== undefined && match(holder);
    });
    await Promise.all(doomed.map((name) => fs.rm(path.join(dir, name), { force: true })));
  }

  return {
    /**
     * Writes the grant for a fetch Kora allowed without metering. False when there is nothing to write: not a
     * playlist or segment, or a URL that expires within the next step.
     */
    async write(fetch: JudgedFetch): Promise<boolean> {
      if (!GRANTED_FILE.test(fetch.file)) return false;
      const second = seconds();
      const step = Math.floor(second / GRANT_STEP_SECONDS) * GRANT_STEP_SECONDS;
      if (step !== lastStep) {
        lastStep = step;
        void sweep(second).catch(warn);
      }
      const length = GRANT_SECONDS.fewest + draw() * (GRANT_SECONDS.most - GRANT_SECONDS.fewest);
      const ends = Math.ceil((second + length) / GRANT_STEP_SECONDS) * GRANT_STEP_SECONDS;
      // Never past the URL's expiry.
      const end = Math.min(ends, Math.floor(fetch.expires / GRANT_STEP_SECONDS) * GRANT_STEP_SECONDS);
      if (end < second + GRANT_STEP_SECONDS) return false;
      const link = path.join(dir, grantName(fetch));
      // A failure the first time may be another instance's sweep of a moment this one made: make it again, once.
      const written = async () => {
        await moment(end);
        temps += 1;
        await writer.link(path.join(UNTIL, String(end)), path.join(dir, `tmp.${process.pid}.${temps}`), link);
        return true;
      };
      return written().catch(() => {
        made.delete(end);
        return written().catch((error: unknown) => {
          if (warned !== step) warn(error);
          warned = step;
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
