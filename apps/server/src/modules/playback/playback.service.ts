import {
  type AgeRating,
  authorize,
  can,
  hasWatchTimeAllowance,
  maxRatingOf,
  type Playback,
  type ProgressBody,
  profileMessages,
  ratingAllowed,
  serverMessages,
  type SubtitleLanguage,
} from '@kora/shared';
import type { UserRow, VideoRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { assertAllowed } from '../../policy-errors.js';
import { isListed, isShown, type VideosRepository } from '../videos/videos.repository.js';
import type { AuthorizeMedia } from './media-delivery.js';
import type { MediaUrlSigner } from './media-url-signer.js';
import type { ScreenGuard } from './playback-screens.js';
import { signedSubtitleFiles } from '../subtitles/subtitle-files.js';
import { koraPosterKeyOf } from './poster-url.js';
import { renditionCosts } from './rendition-costs.js';
import { servedRenditions } from './served-renditions.js';
import type { SessionIdentity } from '../sessions/session-store.js';
import type { FreeAllowanceRepository } from '../users/free-allowance.repository.js';
import type { WatchTimeRepository } from './watch-time.repository.js';

interface Deps {
  videos: Pick<VideosRepository, 'findById' | 'countView'>;
  watchTime: WatchTimeRepository;
  /** The users module's free allowance: asked at playback, charged per segment. */
  allowances: FreeAllowanceRepository;
  signer: MediaUrlSigner;
  ttlMinutes: number;
  /** Tells that a user's shown minutes changed. */
  events: Pick<DomainEvents, 'publish'>;
  /** The plans' device limits: a screen is taken when playback starts and kept by progress reports. */
  screens: ScreenGuard;
  /** The subtitles a profile last chose (the player starts with them when the video has them). */
  subtitleChoiceOf: (profileId: string) => Promise<SubtitleLanguage | null>;
}

const notFound = () => new DomainError('not_found', serverMessages.videoNotFound);

/** The shared policy: admins watch everything, uploaders their own videos, everyone else by the tier they enjoy. */
const assertMayWatch = (user: UserRow, video: VideoRow) => assertAllowed(authorize(user, 'watchVideo', video));

export function createPlaybackService({ videos, watchTime, allowances, signer, ttlMinutes, events, screens, subtitleChoiceOf }: Deps) {
  /** Minutes left for metered users (free simple users), or null; refuses when none are left. */
  async function assertAllowance(user: UserRow): Promise<number | null> {
    if (!hasWatchTimeAllowance(user)) return null;
    const allowance = await allowances.allowance(user.id);
    const left = allowance ? allowance.limitMinutes - allowance.usedMinutes : 0;
    if (left <= 0) throw new DomainError('watch_time_exhausted', serverMessages.watchTimeExhausted);
    return left;
  }

  /**
   * A video this user may be handed media of, once ready: one shown to viewers, or a hidden one
   * (blocked, unpublished, waiting for review) for those who manage it — its uploader and admins
   * preview it. Everyone else learns nothing of a hidden video (404).
   */
  async function playableVideo(user: UserRow, videoId: string, maxRating?: AgeRating): Promise<VideoRow> {
    const video = await videos.findById(videoId);
    if (!video || video.status === 'failed' || !(isShown(video) || can(user, 'manageVideo', video))) throw notFound();
    // A kids profile plays only what its maximum rating allows (its lists never showed the rest).
    if (!ratingAllowed(video.ageRating, maxRating)) throw new DomainError('forbidden', profileMessages.ratingRefused);
    if (video.status !== 'ready') throw new DomainError('video_not_ready', serverMessages.videoNotReady);
    return video;
  }

  const authorizeMedia: AuthorizeMedia = async ({ id, user, profile }) => {
    const video = await playableVideo(user, id, maxRatingOf(profile));
    assertMayWatch(user, video);
    const { maxHeight } = servedRenditions(user, video);
    if (!hasWatchTimeAllowance(user)) return { live: false, maxHeight };
    await assertAllowance(user);
    return {
      live: false,
      maxHeight,
      async charge(segment) {
        if ((await allowances.charge(user.id, video.id, segment.index, segment.seconds)).minuteChanged) {
          await events.publish('user.changed', { userId: user.id });
        }
      },
    };
  };

  return {
    /**
     * The signed master playlist for this profile, after every rule: shown (or previewed), rated for it, ready, tier,
     * allowance; it lists the rungs the plan's picture allows (served-renditions.ts). Counts a view (once a day per account, whichever profile watches).
     */
    async playback({ user, profile }: SessionIdentity, videoId: string, sessionId: string): Promise<Playback> {
      const video = await playableVideo(user, videoId, maxRatingOf(profile));
      assertMayWatch(user, video);
      const remainingMinutes = await assertAllowance(user);
      await screens.assertNotTaken(user, sessionId);
      // A preview of a hidden video is no view.
      if (isShown(video)) await videos.countView(user.id, video.id);
      const expires = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
      const signed = signer.prefix({ kind: 'video', id: video.id, viewerId: profile.id, expires });
      const served = servedRenditions(user, video);
      return {
        masterUrl: `${signed}/${served.masterFile}`,
        ...(served.av1MasterFile ? { av1MasterUrl: `${signed}/${served.av1MasterFile}` } : {}),
        expiresAt: new Date(expires * 1000).toISOString(),
        renditions: renditionCosts(served.renditions),
        resumeAt: await watchTime.resumeAt(profile.id, video.id),
        remainingMinutes,
        thumbnailsUrl: video.previewVtt ? `${signed}/${video.previewVtt}` : null,
        subtitles: signedSubtitleFiles(signed, video.subtitles),
        subtitleLanguage: await subtitleChoiceOf(profile.id),
      };
    },

    /**
     * The rights on a video's media files (the 'video' kind of signed media): listed, ready,
     * tier, and for metered viewers an allowance left, each delivered segment charged to it.
     */
    authorizeMedia,

    /** The poster's key in media storage when the video is listed (ready and active) and Kora made one (koraPosterKeyOf). */
    async posterKey(videoId: string): Promise<string | undefined> {
      const video = await videos.findById(videoId);
      return video && isListed(video) ? koraPosterKeyOf(video) : undefined;
    },

    /**
     * Saves the profile's resume position; the report is also the screen's beat: `start` takes a screen (the
     * oldest playing one gives way when the plan's are all taken), a plain report keeps it, and is refused
     * (screen_taken) once a newer device took it. A released screen stays free: its page's last reports may come
     * after the release.
     */
    async saveProgress({ user, profile }: SessionIdentity, sessionId: string, videoId: string, report: ProgressBody, everySeconds: number): Promise<boolean> {
      const video = await videos.findById(videoId);
      if (!video || !isListed(video)) throw notFound();
      // The screen first: a device that gave way saves nothing more. A start only takes the screen: written, its
      // position (where playback begins) would hold back the next report's, which says how far the person got.
      await screens.claim(user, sessionId, video.id, report.start === true);
      if (report.start) return false;
      const position = Math.min(Math.floor(report.positionSeconds), video.durationSeconds);
      return watchTime.saveProgress({ userId: user.id, profileId: profile.id }, video.id, position, everySeconds);
    },

    /** The page left the video: its screen is free for another device. */
    async releaseScreen(user: UserRow, sessionId: string, videoId: string): Promise<void> {
      await screens.release(user, sessionId, videoId);
    },
  };
}
export type PlaybackService = ReturnType<typeof createPlaybackService>;
