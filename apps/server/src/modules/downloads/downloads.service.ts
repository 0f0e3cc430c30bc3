import path from 'node:path';
import { authorize, type Download, type DownloadBody, type DownloadGrant, downloadMessages, type DownloadOptions, maxRatingOf, profileMessages, ratingAllowed, serverMessages, type VideoSubject } from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { StoredRendition, UserRow, VideoRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseMediaPlaylist, playbackFiles } from '../../media/hls-playlist.js';
import { refusalOf } from '../../policy-errors.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import type { MediaGrants } from '../playback/media-grants.js';
import { servedRenditions } from '../playback/served-renditions.js';
import type { SessionIdentity } from '../sessions/session-store.js';
import type { VideosRepository } from '../videos/videos.repository.js';
import { signedSubtitleFiles } from '../subtitles/subtitle-files.js';
import type { DownloadRow, DownloadsRepository } from './downloads.repository.js';

interface Deps {
  downloads: DownloadsRepository;
  videos: Pick<VideosRepository, 'findListed' | 'listedByIds'>;
  media: Pick<MediaGrants, 'grant'>;
  /** Reads a stored file (the rung's playlist). */
  read: (key: string) => Promise<Buffer | undefined>;
  clock: Clock;
  /** How long a download plays offline (DOWNLOAD_DAYS). */
  days: number;
  /** Downloads one account may keep valid at once (DOWNLOAD_LIMIT). */
  limit: number;
  /** How long the signed URLs of a download stay valid (MEDIA_URL_TTL_MINUTES). */
  urlTtlMinutes: number;
}

const DAY_MS = 24 * 3600 * 1000;
const notFound = () => new DomainError('not_found', downloadMessages.notFound);

/** Bytes a rung costs over the whole video: its measured mean bit rate (else its peak) over the duration. */
export const bytesOf = (rendition: StoredRendition, durationSeconds: number) =>
  Math.round(((rendition.averageBandwidth ?? rendition.bandwidth) * durationSeconds) / 8);

/** The plan's refusal in the downloads' own words; the video's (a tier above mine) as the catalogue says it. */
function assertMayDownload(user: UserRow, video: VideoSubject): void {
  const decision = authorize(user, 'downloadVideo', video);
  if (decision.allowed) return;
  if (decision.reason === 'tier_required' && decision.requiredTier === 'premium') {
    throw new DomainError('tier_required', downloadMessages.tierRequired, { requiredTier: 'premium' });
  }
  throw refusalOf(decision);
}

/** Downloads: premium and family keep videos for offline viewing, for DOWNLOAD_DAYS, renewed while the right holds. */
export function createDownloadsService({ downloads, videos, media, read, clock, days, limit, urlTtlMinutes }: Deps) {
  const expiryFrom = (now: Date) => new Date(now.getTime() + days * DAY_MS);

  /** A listed video this profile may see (a kids profile: rated at most its maximum). */
  async function listedVideo({ profile }: SessionIdentity, videoId: string): Promise<VideoRow> {
    const listed = await videos.findListed(videoId, null);
    if (!listed) throw new DomainError('not_found', serverMessages.videoNotFound);
    if (!ratingAllowed(listed.video.ageRating, maxRatingOf(profile))) throw new DomainError('forbidden', profileMessages.ratingRefused);
    return listed.video;
  }

  const toDownload = (row: DownloadRow, video: VideoRow): Download => ({
    id: row.id,
    videoId: video.id,
    title: video.title,
    thumbnailUrl: video.thumbnailUrl,
    duration: video.durationSeconds,
    rendition: row.rendition,
    height: video.renditions.find((r) => r.id === row.rendition)?.height ?? null,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  return {
    /** The rungs I may download this video at, and their sizes. */
    async options(viewer: SessionIdentity, videoId: string): Promise<DownloadOptions> {
      const video = await listedVideo(viewer, videoId);
      assertMayDownload(viewer.user, video);
      return {
        options: servedRenditions(viewer.user, video).renditions.map((r) => ({ rendition: r.id, height: r.height, bytes: bytesOf(r, video.durationSeconds) })),
        days,
        subtitles: video.subtitles,
      };
    },

    /**
     * A download of one rung: counted, and the signed URLs of its playlist and every segment. At most
     * `limit` valid at once per account, all profiles together (a new copy of a video the profile keeps replaces
     * it; expired ones no longer count).
     */
    async create(viewer: SessionIdentity, sessionHash: string | null, videoId: string, { rendition: renditionId, subtitles = [] }: DownloadBody): Promise<DownloadGrant> {
      const { user, profile } = viewer;
      const video = await listedVideo(viewer, videoId);
      assertMayDownload(user, video);
      // A rung above the plan's picture is not offered, so not known here either.
      const rendition = servedRenditions(user, video).renditions.find((r) => r.id === renditionId);
      if (!rendition) throw new DomainError('bad_request', downloadMessages.unknownRendition, { fieldErrors: { rendition: downloadMessages.unknownRendition } });
      const prefix = hlsPrefixOf({ kind: 'video', id: video.id });
      const text = (await read(`${prefix}/${rendition.playlist}`))?.toString('utf8');
      if (text === undefined) throw new DomainError('video_not_ready', serverMessages.videoNotReady);
      const folder = path.posix.dirname(rendition.playlist);
      const granted = media.grant({ kind: 'video', id: video.id }, profile.id, urlTtlMinutes);
      const now = clock.now();
      const row = await downloads.create({ userId: user.id, profileId: profile.id, videoId: video.id, sessionHash, rendition: rendition.id, bytes: bytesOf(rendition, video.durationSeconds), now, expiresAt: expiryFrom(now) }, limit);
      if (!row) throw new DomainError('conflict', downloadMessages.limitReached(limit));
      return {
        download: toDownload(row, video),
        playlistUrl: `${granted.prefix}/${rendition.playlist}`,
        segmentUrls: playbackFiles(parseMediaPlaylist(text)).map((uri) => `${granted.prefix}/${path.posix.join(folder, uri)}`),
        subtitles: signedSubtitleFiles(granted.prefix, video.subtitles.filter((track) => subtitles.includes(track.language))),
        urlsExpireAt: granted.expiresAt,
      };
    },

    /** The profile's downloads of videos still listed and rated for it (one whose video was withdrawn is no longer its to keep). */
    async list({ profile }: SessionIdentity): Promise<Download[]> {
      const rows = await downloads.listActive(profile.id);
      const listed = new Map((await videos.listedByIds([...new Set(rows.map((r) => r.videoId))], profile.id, maxRatingOf(profile))).map((l) => [l.video.id, l.video]));
      return rows.flatMap((row) => {
        const video = listed.get(row.videoId);
        return video ? [toDownload(row, video)] : [];
      });
    },

    /**
     * Keeps one of the profile's downloads DOWNLOAD_DAYS more from now, while it still has the right; without it
     * (a lower plan now, a video withdrawn, above the plan, or rated above a kids profile's maximum since), the
     * download is removed and refused.
     */
    async renew({ user, profile }: SessionIdentity, id: string): Promise<Download> {
      const row = await downloads.findMine(profile.id, id);
      if (!row) throw notFound();
      const now = clock.now();
      const listed = await videos.findListed(row.videoId, null);
      const decision = listed ? authorize(user, 'downloadVideo', listed.video) : undefined;
      const rated = listed !== undefined && ratingAllowed(listed.video.ageRating, maxRatingOf(profile));
      if (!listed || !decision?.allowed || !rated) {
        await downloads.remove(profile.id, id, now);
        if (!listed) throw notFound();
        throw rated ? new DomainError('tier_required', downloadMessages.renewalRefused, { requiredTier: 'premium' }) : new DomainError('forbidden', profileMessages.ratingRefused);
      }
      const renewed = await downloads.renew(row.id, now, expiryFrom(now));
      if (!renewed) throw notFound();
      return toDownload(renewed, listed.video);
    },

    async remove({ profile }: SessionIdentity, id: string): Promise<void> {
      if (!(await downloads.remove(profile.id, id, clock.now()))) throw notFound();
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
