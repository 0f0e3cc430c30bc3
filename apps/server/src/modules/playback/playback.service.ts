import {
  authorize,
  hasWatchTimeAllowance,
  megabytesPerMinute,
  type Playback,
  serverMessages,
} from '@kora/shared';
import type { UserRow, VideoRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { assertAllowed } from '../../policy-errors.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { VideosRepository } from '../videos/videos.repository.js';
import type { MediaGrant, MediaUrlSigner } from './media-url-signer.js';
import type { SegmentIndex } from './segment-index.js';
import type { WatchTimeRepository } from './watch-time.repository.js';

interface Deps {
  videos: Pick<VideosRepository, 'findById' | 'countView'>;
  users: Pick<UsersRepository, 'findById'>;
  watchTime: WatchTimeRepository;
  signer: MediaUrlSigner;
  segments: SegmentIndex;
  ttlMinutes: number;
  /** Tells that a user's shown minutes changed; told when a user's or a video's rights change. */
  events: DomainEvents;
}

/** Files a signed URL may name: a playlist, segment, poster or preview, at most one folder deep, no traversal. */
const MEDIA_FILE = /^(?:[\w-]+\/)?[\w-]+\.(?:m3u8|ts|m4s|aac|mp4|jpg|vtt)$/;
const SEGMENT_FILE = /\.(?:ts|m4s|aac|mp4)$/;

/** How long an unmetered viewer's rights on a signed URL are trusted before being read again. */
const RIGHTS_RECHECK_MS = 10_000;

const notFound = () => new DomainError('not_found', serverMessages.videoNotFound);
const forbidden = () => new DomainError('forbidden', serverMessages.mediaForbidden);

/** The shared policy: admins watch everything, uploaders their own videos, everyone else by the tier they enjoy. */
const assertMayWatch = (user: UserRow, video: VideoRow) => assertAllowed(authorize(user, 'watchVideo', video));

export async function createPlaybackService({ videos, users, watchTime, signer, segments, ttlMinutes, events }: Deps) {
  /** Minutes left for metered users (free simple users), or null; refuses when none are left. */
  async function assertAllowance(user: UserRow): Promise<number | null> {
    if (!hasWatchTimeAllowance(user)) return null;
    const allowance = await watchTime.allowance(user.id);
    const left = allowance ? allowance.limitMinutes - allowance.usedMinutes : 0;
    if (left <= 0) throw new DomainError('watch_time_exhausted', serverMessages.watchTimeExhausted);
    return left;
  }

  async function playableVideo(videoId: string): Promise<VideoRow> {
    const video = await videos.findById(videoId);
    if (!video || !video.isActive || video.status === 'failed') throw notFound();
    if (video.status !== 'ready') throw new DomainError('video_not_ready', serverMessages.videoNotReady);
    return video;
  }

  /**
   * Grants already checked, for viewers who are not metered: a segment costs no database read.
   * Dropped at once, on every instance, when the user's or the video's rights change.
   */
  const trusted = new Map<string, { prefix: string; until: number; userId: string; videoId: string }>();
  const forget = (match: (grant: { userId: string; videoId: string }) => boolean) => {
    for (const [key, grant] of trusted) if (match(grant)) trusted.delete(key);
  };
  const subscriptions = [
    await events.subscribe('user.changed', ({ userId }) => forget((g) => g.userId === userId)),
    await events.subscribe('video.changed', ({ videoId }) => forget((g) => g.videoId === videoId)),
  ];

  return {
    /** Stops listening to events (the app is closing). */
    async stop(): Promise<void> {
      await Promise.all(subscriptions.map((unsubscribe) => unsubscribe()));
    },

    /** The signed master playlist for this user, after every rule: listed, ready, tier, allowance. Counts a view. */
    async playback(user: UserRow, videoId: string): Promise<Playback> {
      const video = await playableVideo(videoId);
      assertMayWatch(user, video);
      const remainingMinutes = await assertAllowance(user);
      await videos.countView(user.id, video.id);
      const expires = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
      const signed = signer.prefix({ videoId: video.id, userId: user.id, expires });
      return {
        masterUrl: `${signed}/master.m3u8`,
        expiresAt: new Date(expires * 1000).toISOString(),
        renditions: video.renditions.map((r) => ({ id: r.id, height: r.height, bandwidth: r.bandwidth, megabytesPerMinute: megabytesPerMinute(r.averageBandwidth ?? r.bandwidth) })),
        resumeAt: await watchTime.resumeAt(user.id, video.id),
        remainingMinutes,
        thumbnailsUrl: video.previewVtt ? `${signed}/${video.previewVtt}` : null,
      };
    },

    /**
     * Checks a signed media request and says which stored file to send (its key in media storage). The rights are checked again
     * (a subscription that lapsed, an allowance used up, a video blocked since the URL was
     * signed): on every fetch for metered users, whose every new segment is charged to their
     * allowance, and at most every 10 s for the others.
     */
    async authorizeMedia(grant: MediaGrant, signature: string, file: string): Promise<string> {
      if (!signer.verify(grant, signature)) throw forbidden();
      if (!MEDIA_FILE.test(file)) throw notFound();
      const key = `${grant.videoId}/${grant.userId}/${grant.expires}`;
      const known = trusted.get(key);
      if (known && known.until > Date.now()) return `${known.prefix}/${file}`;
      const user = await users.findById(grant.userId);
      if (!user) throw forbidden();
      const video = await playableVideo(grant.videoId);
      assertMayWatch(user, video);
      const prefix = hlsPrefixOf(video.id);
      if (hasWatchTimeAllowance(user)) {
        await assertAllowance(user);
        if (SEGMENT_FILE.test(file)) {
          const segment = await segments.lookup(prefix, file);
          if (segment && (await watchTime.charge(user.id, video.id, segment.index, segment.seconds)).minuteChanged) {
            await events.publish('user.changed', { userId: user.id });
          }
        }
      } else {
        if (trusted.size > 10_000) trusted.clear();
        trusted.set(key, { prefix, until: Date.now() + RIGHTS_RECHECK_MS, userId: user.id, videoId: video.id });
      }
      return `${prefix}/${file}`;
    },

    /**
     * The poster's key in media storage when the video is listed (ready and active) and has one: the
     * transcoder writes the poster and the preview together, so a recorded preview means a poster.
     */
    async posterKey(videoId: string): Promise<string | undefined> {
      const video = await videos.findById(videoId);
      if (!video || !video.isActive || video.status !== 'ready' || !video.previewVtt) return undefined;
      return `${hlsPrefixOf(video.id)}/poster.jpg`;
    },

    async saveProgress(user: UserRow, videoId: string, positionSeconds: number, everySeconds: number): Promise<boolean> {
      const video = await videos.findById(videoId);
      if (!video || !video.isActive || video.status !== 'ready') throw notFound();
      const position = Math.min(Math.floor(positionSeconds), video.durationSeconds);
      return watchTime.saveProgress(user.id, video.id, position, everySeconds);
    },
  };
}
export type PlaybackService = Awaited<ReturnType<typeof createPlaybackService>>;
