import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MediaAsset } from '../../storage/media-keys.js';
import { createGrantWriter } from './grant-writer.js';
import type { MediaGrant } from './media-url-signer.js';
import { MASTER_CAPS, rungHeightOfFile } from '../../media/capped-masters.js';
import { CMAF_VIDEO_LADDER } from '../../media/cmaf-ladder.js';
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
/**
 * The last part of the name of a grant on the files of rungs taller than the lowest plan's picture (1080p): a viewer
 * whose plan stops below them is never written one, so nginx asks Kora, which refuses (media-delivery.ts).
 */
export const TALL_GRANT_CLASS = 'tall';
/** The rung heights whose files are granted apart ({@link TALL_GRANT_CLASS}); nginx's map lists the same. */
export const TALL_RUNG_HEIGHTS: readonly number[] = CMAF_VIDEO_LADDER.map((r) => r.height).filter((height) => height > (MASTER_CAPS[0] as number));
/** The class of grant a file is sent on. */
export const grantClassOf = (file: string) => (TALL_RUNG_HEIGHTS.includes(rungHeightOfFile(file) ?? 0) ? TALL_GRANT_CLASS : GRANT_CLASS);
/** The folder (inside `.grants`) of the moments grants end at: `until/<unix second>`, there until that second. */
const UNTIL = 'until';
/**
 * nginx looks for a grant in the folder of its clock's 100-second epoch (the unix second without its last two
 * digits: deploy/nginx/kora-media-disk-http.conf), so that a grant ends by nginx's own clock even if no instance is
 * left to remove its moment: within 100 s after its epoch.
 */
export const GRANT_EPOCH_SECONDS = 100;
/** How far behind Kora's clock nginx's may be: a grant is also written for the epoch of that moment. */
const CLOCK_SLACK_SECONDS = 5;
/** Revocations are done again after these delays: a question judged just before may still be writing its grant. */
const REVOKE_AGAIN_MS = [1000, 5000];
/** How long a grant may take to be written before the question is answered without one. */
const WRITE_TIMEOUT_MS = 2000;
const EPOCH = /^\d{1,12}$/;

/** A signed prefix Kora has judged (its kind as the URL says it), and the file it was asked about. */
export interface JudgedFetch extends Omit<MediaGrant, 'kind'> {
  kind: string;
  signature: string;
  file: string;
}

/**
 * The grant's file name, as nginx builds it from the URL: `<kind>.<id>.<viewer>.<expiry>.<signature>.<class>`, the
 * class of the file judged (the parts are text to nginx, which a test gives as its variables' names).
 */
export const grantName = ({ kind, id, viewerId, expires, signature, file }: Omit<JudgedFetch, 'expires'> & { expires: number | string }, grantClass = grantClassOf(file)) =>
  `${kind}.${id}.${viewerId}.${expires}.${signature}.${grantClass}`;

/** Whose grant a link is. */
export type GrantHolder = { asset: MediaAsset; viewerId: string };

/** Whose grant a file name is (the signature is base64url: no dots). */
const holderOf = (name: string): GrantHolder | undefined => {
  const [kind, id, viewerId] = name.split('.');
  return kind && id && viewerId ? { asset: { kind: kind as MediaAsset['kind'], id }, viewerId } : undefined;
};

/**
 * Kora's yes to a signed prefix, written down where nginx can read it without asking: a symbolic link
 * `<media folder>/.grants/<epoch>/<name>` to `../until/<second>`, an empty file that exists until that second (30 to
 * 60 s ahead, never past the URL's expiry), in the folder of each 100-second epoch of nginx's clock the grant
 * spans. nginx sends the prefix's playlists and segments while the link leads to a file (`-f` follows it), without
 * a question to Kora; once the moment's file is removed, or nginx's clock leaves the epoch, it asks again. A grant
 * costs one link (two across an epoch's end), each made under another name and renamed over the old one, on the
 * writer's thread. A right withdrawn by a change Kora hears of (an account downgraded or suspended, a video
 * blocked or republished: `revoke`) removes the links at once; one that lapses with time alone is refused after at
 * most 60 s. Only for viewers who are not metered (a free viewer is charged per fetch, so every fetch must reach
 * Kora). Every instance removes, by its own clock, the moments that passed (each second) and the epochs that
 * ended. `draw` picks each grant's length (a number in [0, 1), as Math.random gives).
 */
export function createFrontGrants({ root, now = Date.now, warn, draw = Math.random }: { root: string; now?: () => number; warn: (error: unknown) => void; draw?: () => number }) {
  const dir = path.join(root, '.grants');
  const until = path.join(dir, UNTIL);
  const writer = createGrantWriter();
  /** Folders this process made (or is making): the moments' files and the epochs' folders, by path. */
  const made = new Map<string, Promise<void>>();
  /** The step of the last warning: a disk that refuses is said once per step, not once per segment. */
  let warned = 0;
  /** Revocations so far, with what they matched: a grant being written when one came is checked against it. */
  const revocations: Array<(holder: GrantHolder) => boolean> = [];
  let revoked = 0;
  /** Temporary link names: unique per process, wherever it runs (containers all have pid 1). */
  const tempPrefix = `tmp.${randomBytes(6).toString('hex')}`;
  let temps = 0;
  const seconds = () => Math.floor(now() / 1000);
  const epochOf = (second: number) => Math.floor(second / GRANT_EPOCH_SECONDS);

  /** Removes the moments that passed and the epochs nginx no longer reads (by this clock, with its slack). */
  async function sweep(): Promise<void> {
    const second = seconds();
    const names = await fs.readdir(until).catch(() => [] as string[]);
    const passed = names.filter((name) => Number(name) <= second);
    await Promise.all(passed.map((name) => fs.rm(path.join(until, name), { force: true })));
    for (const name of passed) made.delete(path.join(until, name));
    const ended = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => EPOCH.test(name) && Number(name) < epochOf(second - CLOCK_SLACK_SECONDS));
    for (const name of ended) made.delete(path.join(dir, name));
    if (ended.length > 0) await writer.remove(ended.map((name) => path.join(dir, name)));
  }
  const sweeping = setInterval(() => void sweep().catch(warn), 1000);
  sweeping.unref();

  /** A folder or moment's file, made once: the questions that need it together wait for the same call. */
  function once(at: string, make: () => Promise<unknown>): Promise<void> {
    let making = made.get(at);
    if (!making) {
      making = make().then(() => undefined);
      made.set(at, making);
      // A failure is the caller's; the next question tries again.
      making.catch(() => made.get(at) === making && made.delete(at));
    }
    return making;
  }
  const moment = (second: number) => {
    const file = path.join(until, String(second));
    return once(file, () => fs.mkdir(until, { recursive: true }).then(() => fs.writeFile(file, '', { flag: 'a' })));
  };
  const epochFolder = (epoch: number) => {
    const folder = path.join(dir, String(epoch));
    return once(folder, () => fs.mkdir(folder, { recursive: true })).then(() => folder);
  };

  /** Removes the links `match` names, in every epoch nginx may read. */
  async function removeWhere(match: (holder: GrantHolder) => boolean): Promise<void> {
    const epochs = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => EPOCH.test(name));
    for (const epoch of epochs) {
      const names = await fs.readdir(path.join(dir, epoch)).catch(() => [] as string[]);
      const doomed = names.filter((name) => {
        const holder = holderOf(name);
        return holder !== undefined && match(holder);
      });
      await Promise.all(doomed.map((name) => fs.rm(path.join(dir, epoch, name), { force: true })));
    }
  }

  /** The revocations made after the `count`-th (the last hundred are kept). */
  const revocationsSince = (count: number) => revocations.slice(Math.max(0, revocations.length - (revoked - count)));
  /** Removes one grant's links from every epoch. */
  async function unlinkEverywhere(name: string): Promise<void> {
    const epochs = (await fs.readdir(dir).catch(() => [] as string[])).filter((epoch) => EPOCH.test(epoch));
    await Promise.all(epochs.map((epoch) => fs.rm(path.join(dir, epoch, name), { force: true })));
  }

  /** The grant's links, one per epoch from nginx's earliest clock to its end. */
  async function link(fetch: JudgedFetch, second: number, end: number): Promise<void> {
    await moment(end);
    const name = grantName(fetch);
    const epochs = Array.from({ length: epochOf(end) - epochOf(second - CLOCK_SLACK_SECONDS) + 1 }, (_, i) => epochOf(second - CLOCK_SLACK_SECONDS) + i);
    await Promise.all(
      epochs.map(async (epoch) => {
        const folder = await epochFolder(epoch);
        temps += 1;
        await writer.link(path.join('..', UNTIL, String(end)), path.join(folder, `${tempPrefix}.${temps}`), path.join(folder, name));
      }),
    );
  }

  return {
    /**
     * Writes the grant for a fetch Kora allowed without metering. False when there is nothing to write (not a
     * playlist or segment, a URL that expires within 5 s) or when it could not be written in time.
     */
    async write(fetch: JudgedFetch): Promise<boolean> {
      if (!GRANTED_FILE.test(fetch.file)) return false;
      const second = seconds();
      const length = GRANT_SECONDS.fewest + draw() * (GRANT_SECONDS.most - GRANT_SECONDS.fewest);
      const ends = Math.ceil((second + length) / GRANT_STEP_SECONDS) * GRANT_STEP_SECONDS;
      // Never past the URL's expiry.
      const end = Math.min(ends, Math.floor(fetch.expires / GRANT_STEP_SECONDS) * GRANT_STEP_SECONDS);
      if (end < second + GRANT_STEP_SECONDS) return false;
      const seen = revoked;
      const step = Math.floor(second / GRANT_STEP_SECONDS);
      // A failure the first time may be another instance's sweep of a folder this one made: make it again, once.
      const written = link(fetch, second, end).catch(() => {
        made.clear();
        return link(fetch, second, end);
      });
      const late = new AbortController();
      const outcome = await Promise.race([written.then(() => true), sleep(WRITE_TIMEOUT_MS, false, { ref: false, signal: late.signal })]).catch((error: unknown) => {
        if (warned !== step) warn(error);
        warned = step;
        return false;
      });
      late.abort();
      // A right withdrawn while the grant was being written: its links go too.
      void written.then(() => {
        const holder = holderOf(grantName(fetch)) as GrantHolder;
        if (revocationsSince(seen).some((match) => match(holder))) void unlinkEverywhere(grantName(fetch)).catch(warn);
      }, () => undefined);
      return outcome;
    },

    /**
     * Takes back the grants of the viewers and assets `match` names (a right Kora was told changed), now and again
     * 1 s and 5 s later (a question judged just before the change may still be writing its grant).
     */
    revoke(match: (holder: GrantHolder) => boolean): void {
      revocations.push(match);
      revoked += 1;
      if (revocations.length > 100) revocations.shift();
      void removeWhere(match).catch(warn);
      for (const delay of REVOKE_AGAIN_MS) setTimeout(() => void removeWhere(match).catch(warn), delay).unref();
    },

    /** Stops the sweeps and the writer's thread (the app is closing). */
    async close(): Promise<void> {
      clearInterval(sweeping);
      await writer.close();
    },
  };
}
export type FrontGrants = ReturnType<typeof createFrontGrants>;
