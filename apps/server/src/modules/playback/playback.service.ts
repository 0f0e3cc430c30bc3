import {
  canAccessTier,
  effectiveTier,
  hasWatchTimeAllowance,
  megabytesPerMinute,
  type Playback,
  serverMessages,
} from '@kora/shared';
import type { UserRow, VideoRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import type { UsersRepository } from '../users/users.repository.js';
import { isVideoId, type VideosRepository } from '../videos/videos.repository.js';
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
  /** Told when a user's shown minutes change, so cached sessions re-read the user. */
  onUserChanged: (userId: string) => Promise<void>;
}

/** The public address of a video's poster, served by the poster route while the video is listed. */
export const posterUrlOf = (videoId: string) => `/media/posters/${videoId}.jpg`;

/** Files a signed URL may name: a playlist, segment, poster or preview, at most one folder deep, no traversal. */
const MEDIA_FILE = /^(?:[\w-]+\/)?[\w-]+\.(?:m3u8|ts|m4s|aac|mp4|jpg|vtt)$/;
const SEGMENT_FILE = /\.(?:ts|m4s|aac|mp4)$/;

/** How long an unmetered viewer's rights on a signed URL are trusted before being read again. */
const RIGHTS_RECHECK_MS = 10_000;

const notFound = () => new DomainError('not_found', serverMessages.videoNotFound);
const forbidden = () => new DomainError('forbidden', serverMessages.mediaForbidden);

/** Admins watch everything, uploaders their own videos, everyone else by tier rank (a paid tier only while active). */
function assertMayWatch(user: UserRow, video: VideoRow): void {
  if (user.accountType === 'admin' || video.uploadedBy === user.id) return;
  if (!canAccessTier(effectiveTier(user), video.requiredTier)) {
    throw new DomainError('tier_required', serverMessages.tierRequired(video.requiredTier), { requiredTier: video.requiredTier });
  }
}

export function createPlaybackService({ videos, users, watchTime, signer, segments, ttlMinutes, onUserChanged }: Deps) {
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

  /** Grants already checked, for viewers who are not metered: a segment costs no database read. */
  const trusted = new Map<string, { prefix: string; until: number }>();

  return {
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
            await onUserChanged(user.id);
          }
        }
      } else {
        if (trusted.size > 10_000) trusted.clear();
        trusted.set(key, { prefix, until: Date.now() + RIGHTS_RECHECK_MS });
      }
      return `${prefix}/${file}`;
    },

    /**
     * The poster's key in media storage when the video is listed (ready and active) and has one: the
     * transcoder writes the poster and the preview together, so a recorded preview means a poster.
     */
    async posterKey(videoId: string): Promise<string | undefined> {
      const video = isVideoId(videoId) ? await videos.findById(videoId) : undefined;
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
export type PlaybackService = ReturnType<typeof createPlaybackService>;
