import type { Notify } from '../notifications/notify.js';
import {
  type AdminCreateLiveBody,
  type AgeRating,
  authorize,
  type CreateLiveBody,
  type LiveIngest,
  type LivePlayback,
  liveServerMessages,
  type LiveStream,
  maxRatingOf,
  megabytesPerMinute,
  type Decision,
  profileMessages,
  ratingAllowed,
} from '@kora/shared';
import type { LiveStreamRow, UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { parseMasterPlaylist } from '../../media/hls-playlist.js';
import { assertAllowed, refusalOf } from '../../policy-errors.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import type { AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import type { MediaGrants } from '../playback/media-grants.js';
import type { Audience } from '../../realtime/audience.js';
import type { AuthorizeMedia } from '../playback/media-delivery.js';
import type { SessionIdentity } from '../sessions/session-store.js';
import { livePictureOf } from './live-picture-url.js';
import type { LiveListing, LivesRepository } from './lives.repository.js';
import type { StreamKeys } from './stream-keys.js';

/** What an admin's change of a live writes through, on one transaction: the live and its audit row. */
export interface LiveAdminUnit {
  lives: Pick<LivesRepository, 'insert' | 'approve' | 'reject' | 'remove' | 'findById' | 'setAgeRating'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  lives: LivesRepository;
  /** Runs `work` in one transaction: it all commits, or none of it. */
  inTransaction: <T>(work: (unit: LiveAdminUnit) => Promise<T>) => Promise<T>;
  keys: StreamKeys;
  events: DomainEvents;
  /** Tells the creator's followers the live is on air. */
  notify: Notify;
  grants: Pick<MediaGrants, 'grant'>;
  /** How many people are on each live's page, over all instances. */
  audience: Pick<Audience, 'count' | 'seen'>;
  /** Reads a stored file (the live's master playlist). */
  read: (key: string) => Promise<Buffer | undefined>;
  ttlMinutes: number;
  ingest: { rtmpUrl: string; browserIngestUrl: (liveId: string) => string; maxVideoHeight: number; maxBitrateKbps: number };
}

const notFound = () => new DomainError('not_found', liveServerMessages.notFound);
const conflict = (message: string) => new DomainError('conflict', message);
const isAdmin = (user: UserRow | null) => user?.accountType === 'admin';
const owns = (user: UserRow | null, live: LiveStreamRow) => user !== null && live.createdBy !== null && live.createdBy === user.id;

/** Whether a person sees a live at all: approved ones, their own, everything for admins. */
const visibleTo = (user: UserRow | null, live: LiveStreamRow) => live.status === 'approved' || owns(user, live) || isAdmin(user);

/** Whether anyone at all may see it, with no account (a shared link's preview): what `visibleTo` shows everyone. */
export const isPublicLive = (live: LiveStreamRow) => visibleTo(null, live);

/** A live as the API answers it; the rejection reason goes to its creator and admins only. */
export function toPublicLive(listing: LiveListing, viewer: UserRow | null, viewerCount = 0): LiveStream {
  const { live, creatorName } = listing;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: live.id,
    title: live.title,
    description: live.description,
    category: live.category,
    requiredTier: live.requiredTier,
    ageRating: live.ageRating,
    thumbnailUrl: livePictureOf(listing),
    isLive: live.isLive,
    status: live.status,
    phase: live.isLive ? 'live' : live.endedAt ? 'ended' : 'scheduled',
    signal: live.isLive ? live.signal : null,
    viewerCount: live.isLive ? viewerCount : 0,
    scheduledAt: iso(live.scheduledAt),
    startedAt: iso(live.startedAt),
    endedAt: iso(live.endedAt),
    createdAt: live.createdAt.toISOString(),
    createdBy: live.createdBy,
    creatorName,
    rejectionReason: owns(viewer, live) || isAdmin(viewer) ? live.rejectionReason : null,
    replayVideoId: live.replayVideoId,
  };
}

/** What the audit log keeps of a live created or deleted by an admin. */
const auditedFields = (live: LiveStreamRow) => ({ title: live.title, category: live.category, requiredTier: live.requiredTier, ageRating: live.ageRating, status: live.status });

/** A kids profile opens only lives rated at most its maximum. */
function assertRated(live: LiveStreamRow, maxRating: AgeRating | undefined): void {
  if (!ratingAllowed(live.ageRating, maxRating)) throw new DomainError('forbidden', profileMessages.ratingRefused);
}

/** A refusal to watch a live, worded for a live. */
function assertMayWatch(decision: Decision): void {
  if (decision.allowed) return;
  if (decision.reason === 'tier_required') {
    throw new DomainError('tier_required', liveServerMessages.tierRequired(decision.requiredTier), { requiredTier: decision.requiredTier });
  }
  throw refusalOf(decision);
}

/** The live if this person may watch it (its page, its media, its chat); 'Stream non trouvé' or the refusal otherwise. */
export function assertWatchable(user: UserRow, live: LiveStreamRow | undefined): LiveStreamRow {
  if (!live || !visibleTo(user, live)) throw notFound();
  assertMayWatch(authorize(user, 'watchLive', live));
  return live;
}

/**
 * Lives: creation and moderation, going on and off air, presence, the stream key, and who may
 * watch (the API's playback and every media request, through the same policy).
 */
export function createLivesService({ lives, inTransaction, keys, events, notify, grants, audience, read, ttlMinutes, ingest }: Deps) {
  const shown = (row: LiveListing, user: UserRow | null) => toPublicLive(row, user, audience.count(row.live.id));

  /** Tells every instance the row changed (ingest key maps, lists). */
  const changed = (liveId: string) => events.publish('live.changed', { liveId });

  async function visible(user: UserRow | null, id: string): Promise<LiveListing> {
    const found = await lives.findListing(id);
    if (!found || !visibleTo(user, found.live)) throw notFound();
    return found;
  }

  async function managed(user: UserRow, id: string): Promise<LiveStreamRow> {
    const { live } = await visible(user, id);
    assertAllowed(authorize(user, 'manageLive', live));
    return live;
  }

  /** A creator's new live, or an admin's from the admin area (`admin`: audited in the same transaction). */
  async function insert(user: UserRow, body: { title: string; description: string; category: string; requiredTier: LiveStreamRow['requiredTier']; ageRating: LiveStreamRow['ageRating']; scheduledAt?: string | null | undefined }, admin?: AdminActor): Promise<LiveStream> {
    const { stored } = keys.generate();
    const values = {
      title: body.title,
      description: body.description,
      category: body.category,
      requiredTier: body.requiredTier,
      ageRating: body.ageRating,
      scheduledAt: body.scheduledAt ? new Date(body.scheduledAt) : null,
      createdBy: user.id,
      // Admins' lives need no review (live-creators-admin.md §2: admin live management creates them).
      status: isAdmin(user) ? ('approved' as const) : ('pending' as const),
      ...stored,
    };
    const live = await inTransaction(async (unit) => {
      const created = await unit.lives.insert(values);
      if (admin) await unit.audit.record({ ...admin, action: 'live.create', targetType: 'live', targetId: created.id, after: auditedFields(created) });
      return created;
    });
    await changed(live.id);
    return toPublicLive({ live, creatorName: null, replayPoster: null, channelPoster: null }, user);
  }

  /**
   * An admin's decision on a pending live and its audit row (status and reason before and after),
   * in one transaction; 409 when it was no longer pending, 404 when it does not exist.
   */
  async function decide(admin: AdminActor, id: string, action: 'live.approve' | 'live.reject', change: (unit: LiveAdminUnit) => Promise<LiveStreamRow | undefined>): Promise<void> {
    const decided = await inTransaction(async (unit) => {
      const row = await change(unit);
      if (row) await unit.audit.record({ ...admin, action, targetType: 'live', targetId: id, before: { status: 'pending' }, after: row.rejectionReason ? { status: row.status, rejectionReason: row.rejectionReason } : { status: row.status }, details: { title: row.title } });
      return row;
    });
    if (!decided) throw (await lives.findById(id)) ? conflict(liveServerMessages.notPending) : notFound();
    await changed(id);
  }

  /** Takes a live off air (any instance's ingest of it stops); `discard` drops its recording. */
  async function end(live: LiveStreamRow, discard: boolean): Promise<LiveStreamRow | undefined> {
    const ended = await lives.end(live.id);
    if (ended || discard) await events.publish('live.ended', { liveId: live.id, discard });
    if (ended) await changed(live.id);
    return ended;
  }

  const authorizeMedia: AuthorizeMedia = async ({ id, user, profile }) => {
    const live = await lives.findById(id);
    if (!live) throw notFound();
    assertRated(live, maxRatingOf(profile));
    assertMayWatch(authorize(user, 'watchLive', live));
    return { live: live.isLive };
  };

  return {
    /** The lives this person sees; `maxRating`: a kids profile's, which sees only those rated at most it. */
    async list(user: UserRow | null, activeOnly: boolean, maxRating?: AgeRating): Promise<LiveStream[]> {
      const rows = await lives.list({ viewerId: user?.id ?? null, everything: isAdmin(user), activeOnly });
      return rows.filter((row) => ratingAllowed(row.live.ageRating, maxRating)).map((row) => shown(row, user));
    },

    async listMine(user: UserRow): Promise<LiveStream[]> {
      const rows = await lives.list({ viewerId: user.id, everything: true, activeOnly: false, createdBy: user.id });
      return rows.map((row) => shown(row, user));
    },

    async get(user: UserRow | null, id: string, maxRating?: AgeRating): Promise<LiveStream> {
      const found = await visible(user, id);
      assertRated(found.live, maxRating);
      return shown(found, user);
    },

    /** The live a video replays, for whoever may watch that live. */
    async replayOf(user: UserRow, videoId: string): Promise<LiveStream> {
      const found = await lives.findByReplay(videoId);
      assertWatchable(user, found?.live);
      return shown(found as LiveListing, user);
    },

    async create(user: UserRow, body: CreateLiveBody & { description: string; requiredTier: LiveStreamRow['requiredTier'] }): Promise<LiveStream> {
      assertAllowed(authorize(user, 'create'));
      return insert(user, body);
    },

    async adminCreate(user: UserRow, body: AdminCreateLiveBody, admin: AdminActor): Promise<LiveStream> {
      return insert(user, body, admin);
    },

    async pending(user: UserRow): Promise<LiveStream[]> {
      return (await lives.listPending()).map((row) => shown(row, user));
    },

    async approve(user: UserRow, id: string, admin: AdminActor): Promise<LiveStream> {
      await decide(admin, id, 'live.approve', (unit) => unit.lives.approve(id));
      return this.get(user, id);
    },

    async reject(user: UserRow, id: string, reason: string, admin: AdminActor): Promise<LiveStream> {
      await decide(admin, id, 'live.reject', (unit) => unit.lives.reject(id, reason));
      return this.get(user, id);
    },

    /** An admin's new age rating for a live, journalled with the one before; every instance hears of it. */
    async setAgeRating(user: UserRow, id: string, ageRating: LiveStreamRow['ageRating'], admin: AdminActor): Promise<LiveStream> {
      const changedRow = await inTransaction(async (unit) => {
        const before = await unit.lives.findById(id);
        const after = before && (await unit.lives.setAgeRating(id, ageRating));
        if (before && after) await unit.audit.record({ ...admin, action: 'live.update', targetType: 'live', targetId: id, before: { ageRating: before.ageRating }, after: { ageRating: after.ageRating }, details: { title: after.title } });
        return after;
      });
      if (!changedRow) throw notFound();
      await changed(id);
      return this.get(user, id);
    },

    /** Deletes a live (audited with what it was); one on air is ended first and its recording dropped. */
    async remove(id: string, admin: AdminActor): Promise<void> {
      const live = await lives.findById(id);
      if (!live) throw notFound();
      await end(live, true);
      const removed = await inTransaction(async (unit) => {
        const row = await unit.lives.remove(id);
        if (row) await unit.audit.record({ ...admin, action: 'live.delete', targetType: 'live', targetId: id, before: auditedFields(row) });
        return row;
      });
      if (!removed) throw notFound();
      await changed(id);
    },

    async start(user: UserRow, id: string): Promise<LiveStream> {
      const live = await managed(user, id);
      await this.goOnAir(live);
      return this.get(user, id);
    },

    /** Puts a live on air, or says in French why not (also used when an encoder publishes first). */
    async goOnAir(live: LiveStreamRow): Promise<LiveStreamRow> {
      if (live.status !== 'approved') throw conflict(liveServerMessages.notApproved);
      if (live.endedAt) throw conflict(liveServerMessages.alreadyEnded);
      if (live.isLive) throw conflict(liveServerMessages.alreadyLive);
      const started = await lives.start(live.id);
      if (started === 'taken') throw conflict(liveServerMessages.oneAtATime);
      if (!started) throw conflict(liveServerMessages.alreadyLive);
      await events.publish('live.started', { liveId: live.id });
      await changed(live.id);
      if (started.createdBy) {
        const creatorName = (await lives.findListing(live.id))?.creatorName ?? 'Un créateur';
        await notify({ kind: 'live_started', data: { liveId: live.id, creatorName, title: live.title }, key: `live:${live.id}`, to: { followersOf: started.createdBy } });
      }
      return started;
    },

    async stop(user: UserRow, id: string): Promise<LiveStream> {
      const live = await managed(user, id);
      if (!(await end(live, false))) throw conflict(live.endedAt ? liveServerMessages.alreadyEnded : liveServerMessages.notLive);
      return this.get(user, id);
    },

    /** Ends a live nobody stopped (its encoder never came back). */
    async endBySystem(id: string): Promise<void> {
      const live = await lives.findById(id);
      if (live) await end(live, false);
    },

    /** The owner (or an admin) may publish from the browser to this live, which is on air. */
    async assertMayPublish(user: UserRow, id: string): Promise<void> {
      const live = await managed(user, id);
      if (!live.isLive) throw conflict(live.endedAt ? liveServerMessages.alreadyEnded : liveServerMessages.notLive);
    },


    async ingest(user: UserRow, id: string): Promise<LiveIngest> {
      const live = await managed(user, id);
      return {
        rtmpUrl: ingest.rtmpUrl,
        streamKey: keys.reveal(live.streamKeyCiphertext),
        browserIngestUrl: ingest.browserIngestUrl(id),
        maxVideoHeight: ingest.maxVideoHeight,
        maxBitrateKbps: ingest.maxBitrateKbps,
        recommendedKeyframeSeconds: 2,
      };
    },

    async regenerateKey(user: UserRow, id: string): Promise<LiveIngest> {
      await managed(user, id);
      const { stored } = keys.generate();
      await lives.rotateKey(id, stored.streamKeyHash, stored.streamKeyCiphertext);
      await changed(id);
      return this.ingest(user, id);
    },

    /** The signed master playlist of a live on air, for a profile that may watch it (its URLs are signed for it). */
    async playback({ user, profile }: SessionIdentity, id: string): Promise<LivePlayback> {
      const { live } = await visible(user, id);
      assertRated(live, maxRatingOf(profile));
      assertMayWatch(authorize(user, 'watchLive', live));
      if (!live.isLive) throw conflict(live.endedAt ? liveServerMessages.alreadyEnded : liveServerMessages.notLive);
      const prefix = hlsPrefixOf({ kind: 'live', id });
      const master = live.signal === 'waiting' ? undefined : await read(`${prefix}/master.m3u8`);
      if (!master) throw conflict(liveServerMessages.noSignalYet);
      const granted = grants.grant({ kind: 'live', id }, profile.id, ttlMinutes);
      // A viewer counts from their player's first request, before the page's chat socket joins (then it counts them).
      audience.seen(id, user.id);
      return {
        masterUrl: `${granted.prefix}/master.m3u8`,
        expiresAt: granted.expiresAt,
        renditions: parseMasterPlaylist(master.toString('utf8')).map((v) => ({
          id: v.uri.split('/')[0] ?? v.uri,
          height: v.resolution?.height ?? null,
          bandwidth: v.bandwidth,
          megabytesPerMinute: megabytesPerMinute(v.averageBandwidth ?? v.bandwidth),
        })),
      };
    },

    /** The 'live' kind of signed media: the live exists and the viewer may watch it (lives are not metered). */
    authorizeMedia,
  };
}
export type LivesService = ReturnType<typeof createLivesService>;
