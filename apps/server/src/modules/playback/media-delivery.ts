import { serverMessages } from '@kora/shared';
import type { ProfileRow, UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { MEDIA_KINDS, type MediaAsset, type MediaKind } from '../../storage/media-keys.js';
import { rungHeightOfFile } from '../../media/capped-masters.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import type { FrontGrants, GrantHolder } from './front-grants.js';
import { createMediaFileCache, SEGMENT_FILE } from './media-files.js';
import type { MediaGrant, MediaUrlSigner } from './media-url-signer.js';
import { createSegmentIndex, type SegmentInfo } from './segment-index.js';

/** What the owner of a kind of asset says about one viewer's fetch of one of its assets. */
export interface MediaAccess {
  /** On air: its playlists are rewritten every few seconds (kept ~1 s in memory, short Cache-Control, re-read to meter). */
  live: boolean;
  /**
   * Given for metered viewers: their rights are read again at every fetch, and each delivered
   * segment is charged through it. Without it the rights are trusted for 10 s.
   */
  charge?: (segment: SegmentInfo) => Promise<void>;
  /** Given when the viewer's plan stops below the asset's tallest rung: the files of taller rungs are refused. */
  maxHeight?: number;
}

/** Who a signed URL opens media to: the profile it was signed for, and its account as its rights stand now. */
export interface MediaViewer {
  user: UserRow;
  profile: ProfileRow;
}

/** Who signed URLs are for: a profile and its account now, and the profiles of an account (to take grants back). */
export interface MediaViewers {
  find(profileId: string): Promise<MediaViewer | undefined>;
  profileIdsOf(userId: string): Promise<string[]>;
}

/** Where the viewers of signed URLs are read: by the profile's id, then its account (each lookup may batch). */
export function mediaViewersOver(
  findProfile: (id: string) => Promise<ProfileRow | undefined>,
  users: { findById(id: string): Promise<UserRow | undefined> },
  profileIdsOf: (userId: string) => Promise<string[]>,
): MediaViewers {
  return {
    profileIdsOf,
    async find(profileId) {
      const profile = await findProfile(profileId);
      const user = profile && (await users.findById(profile.userId));
      return user && profile ? { user, profile } : undefined;
    },
  };
}

/**
 * One kind's rights: resolves when the viewer may fetch the asset's files now, else throws a DomainError (404
 * when it is unknown or unlisted, 403 when the tier is not enough or the profile's age rating is below it, …).
 */
export type AuthorizeMedia = (request: { id: string } & MediaViewer) => Promise<MediaAccess>;

/** The rights of each kind, given by the module that owns the kind. A kind with no entry is not served (404). */
export type MediaRights = Partial<Record<MediaKind, AuthorizeMedia>>;

interface Deps {
  signer: MediaUrlSigner;
  /** The profile a URL was signed for, and its account as its rights stand now. */
  viewers: MediaViewers;
  rights: MediaRights;
  /** Reads a stored file (media storage). */
  load: (key: string) => Promise<Buffer | undefined>;
  events: DomainEvents;
  /** Memory for hot files. */
  cacheBytes: number;
  /** How long a live playlist is kept in memory (default about a second). */
  livePlaylistMs?: number;
  /** Milliseconds now; tests move it instead of sleeping. */
  now?: () => number;
  /** The front's grants (nginx behind a shared media folder): taken back with the trust they were written on. */
  frontGrants?: Pick<FrontGrants, 'revoke'> | undefined;
}

/** A file a signed request may have: its key in media storage, and whether its asset is on air. */
export interface DeliveredFile {
  key: string;
  live: boolean;
  /** Charged per fetch (a free viewer's allowance): a front that caches decisions must not cache this one. */
  metered: boolean;
}

/** Files a signed URL may name: a playlist, segment, poster or preview, at most one folder deep, no traversal. */
const MEDIA_FILE = /^(?:[\w-]+\/)?[\w-]+\.(?:m3u8|ts|m4s|aac|mp4|jpg|vtt)$/;

/** Profiles whose account this instance remembers (to take their grants back when the account changes). */
const MAX_OWNERS = 10_000;

/** How long an unmetered viewer's rights on a signed URL are trusted before being read again. */
const RIGHTS_RECHECK_MS = 10_000;

const notFound = () => new DomainError('not_found', serverMessages.notFound);
const forbidden = () => new DomainError('forbidden', serverMessages.mediaForbidden);
/** Refuses a file of a rung taller than the viewer's plan serves (a URL edited by hand: the master never names it). */
const assertServed = (file: string, maxHeight: number | undefined) => {
  const height = rungHeightOfFile(file);
  if (maxHeight !== undefined && height !== null && height > maxHeight) throw new DomainError('forbidden', serverMessages.qualityAbovePlan);
};
const isMediaKind = (kind: string): kind is MediaKind => (MEDIA_KINDS as readonly string[]).includes(kind);
const sameAsset = (a: MediaAsset, b: MediaAsset) => a.kind === b.kind && a.id === b.id;

/**
 * Delivery of signed media, whatever the kind of asset: the signature, then the rights of the
 * kind's owner, then the file from memory or media storage. Cached files, parsed playlists and
 * trusted grants of an asset are dropped on every instance when 'media.changed' names it; grants
 * also on 'user.changed', for videos on 'video.changed', for lives on 'live.changed' (reviewed,
 * ended, deleted).
 */
export async function createMediaDelivery({ signer, viewers, rights, load, events, cacheBytes, livePlaylistMs, now = Date.now, frontGrants }: Deps) {
  const files = createMediaFileCache({ maxBytes: cacheBytes, load, now, ...(livePlaylistMs === undefined ? {} : { livePlaylistMs }) });
  // Live playlists are read through the file cache, so metering a segment costs no extra storage read.
  const segments = createSegmentIndex(files.read);

  /** Grants already checked, for viewers who are not metered: a fetch costs no database read. */
  const trusted = new Map<string, GrantHolder & Pick<MediaAccess, 'live' | 'maxHeight'> & { until: number }>();
  /** The account of each viewer (profile) met, so that a change of an account takes back its profiles' grants. */
  const owners = new Map<string, string>();
  /**
   * Checks under way, one per grant: fetches of the same signed prefix that arrive together (a player's
   * parallel requests, nginx asking again for many viewers when its cached decision ends) wait for the same
   * reads instead of each queueing its own on the database pool.
   */
  const checking = new Map<string, GrantHolder & { access: Promise<MediaAccess> }>();
  const distrust = (match: (grant: GrantHolder) => boolean) => {
    for (const [key, grant] of trusted) if (match(grant)) trusted.delete(key);
    // A check begun before the change must neither answer later fetches nor be trusted when it ends.
    for (const [key, grant] of checking) if (match(grant)) checking.delete(key);
    frontGrants?.revoke(match);
  };
  /** The viewer's rights on the asset now, read once for all the fetches of the grant asking at the same time. */
  const check = (grantKey: string, asset: MediaAsset, viewerId: string, authorizeKind: AuthorizeMedia): Promise<MediaAccess> => {
    const pending = checking.get(grantKey);
    if (pending) return pending.access;
    const access = (async () => {
      const viewer = await viewers.find(viewerId);
      // A suspended account's URLs stop with its sessions (the suspension says 'user.changed' to every instance);
      // a deleted profile's stop with it.
      if (!viewer || viewer.user.suspendedAt) throw forbidden();
      owners.delete(viewerId);
      owners.set(viewerId, viewer.user.id);
      // The least recently checked go first: a map iterates in insertion order.
      if (owners.size > MAX_OWNERS) owners.delete(owners.keys().next().value as string);
      return authorizeKind({ id: asset.id, ...viewer });
    })();
    const entry = { asset, viewerId, access };
    checking.set(grantKey, entry);
    const current = () => checking.get(grantKey) === entry;
    access.then(
      ({ live, charge, maxHeight }) => {
        if (current() && !charge) {
          if (trusted.size > 10_000) trusted.clear();
          trusted.set(grantKey, { asset, viewerId, live, maxHeight, until: now() + RIGHTS_RECHECK_MS });
        }
        if (current()) checking.delete(grantKey);
      },
      () => {
        if (current()) checking.delete(grantKey);
      },
    );
    return access;
  };
  const subscriptions = [
    // An account changed (its plan, a profile edited, deleted or switched): its profiles' grants are judged again, at
    // once those of profiles this instance checked, then every profile of the account as the database lists them
    // (another instance's grants in nginx's folder, a profile forgotten here). Nobody else's.
    await events.subscribe('user.changed', async ({ userId }) => {
      distrust((g) => owners.get(g.viewerId) === userId);
      const profileIds = new Set(await viewers.profileIdsOf(userId));
      distrust((g) => profileIds.has(g.viewerId));
    }),
    await events.subscribe('video.changed', ({ videoId }) => distrust((g) => sameAsset(g.asset, { kind: 'video', id: videoId }))),
    await events.subscribe('live.changed', ({ liveId }) => distrust((g) => sameAsset(g.asset, { kind: 'live', id: liveId }))),
    await events.subscribe('media.changed', (asset) => {
      const prefix = hlsPrefixOf(asset);
      files.forget(prefix);
      segments.forget(prefix);
      distrust((g) => sameAsset(g.asset, asset));
    }),
  ];

  return {
    /**
     * Checks a signed media request and says which stored file to send. The rights are checked
     * again (a subscription that lapsed, an allowance used up, an asset blocked since the URL was
     * signed): at every fetch for metered viewers, whose every new segment is charged, and at
     * most every 10 s for the others; fetches of the same grant that arrive together share one reading. A rung
     * taller than the viewer's plan serves is refused (403).
     */
    async authorize(request: Omit<MediaGrant, 'kind'> & { kind: string }, signature: string, file: string): Promise<DeliveredFile> {
      const { kind, id, viewerId, expires } = request;
      const authorizeKind = isMediaKind(kind) ? rights[kind] : undefined;
      if (!isMediaKind(kind) || !authorizeKind) throw notFound();
      const asset: MediaAsset = { kind, id };
      if (!signer.verify({ ...asset, viewerId, expires }, signature)) throw forbidden();
      if (!MEDIA_FILE.test(file)) throw notFound();
      const prefix = hlsPrefixOf(asset);
      const key = `${prefix}/${file}`;
      const grantKey = `${kind}/${id}/${viewerId}/${expires}`;
      const known = trusted.get(grantKey);
      if (known && known.until > now()) {
        assertServed(file, known.maxHeight);
        return { key, live: known.live, metered: false };
      }
      const access = await check(grantKey, asset, viewerId, authorizeKind);
      assertServed(file, access.maxHeight);
      // Every fetch of a metered viewer is charged, including those that shared a check.
      if (access.charge) {
        const segment = SEGMENT_FILE.test(file) ? await segments.lookup(prefix, file, { live: access.live }) : undefined;
        if (segment) await access.charge(segment);
      }
      return { key, live: access.live, metered: Boolean(access.charge) };
    },

    /** A stored file's bytes (from memory when hot), or undefined. */
    read: files.read,

    /** Stops listening to events (the app is closing). */
    async stop(): Promise<void> {
      await Promise.all(subscriptions.map((unsubscribe) => unsubscribe()));
    },
  };
}
export type MediaDelivery = Awaited<ReturnType<typeof createMediaDelivery>>;
