import { z } from 'zod';
import { AGE_RATINGS } from '../age-ratings.js';
import { SUBTITLE_LANGUAGES } from '../subtitles.js';
import { TIERS } from '../tiers.js';
import { plainText } from './text.js';
import { spokenMatchSchema, subtitleBriefSchema, subtitleFileSchema } from './subtitles.js';
import { schemaMessages } from './schema-messages.js';

/** Poster artwork drawn by the project; a video's thumbnailUrl is one of these names or an image URL. */
export const POSTERS = ['nature', 'action', 'scifi', 'comedy', 'thriller'] as const;
export type Poster = (typeof POSTERS)[number];

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * A video as lists and the video page show it. It carries no media URL: playback goes
 * through GET /api/videos/{id}/playback, which checks tier and watch time and signs the URLs.
 */
export const videoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  requiredTier: z.enum(TIERS),
  /** Its age rating on the French scale (kids profiles see only what their maximum allows). */
  ageRating: z.enum(AGE_RATINGS),
  /** Seconds. */
  duration: z.number().int(),
  /** A poster name of POSTERS, or an image URL. */
  thumbnailUrl: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(VIDEO_STATUSES),
  views: z.number().int(),
  createdAt: z.string(),
  /** Where this user stopped, in seconds (0 when never watched or signed out). */
  resumeAt: z.number().int(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListSchema = z.array(videoSchema);

/**
 * The video page's video (GET /api/videos/{id}): with the live it is the replay of, if any, so the
 * page asks for that live's chat only for a replay (a round trip saved on every other video).
 */
export const videoDetailSchema = videoSchema.extend({
  replayOf: z.string().nullable(),
  /** Its subtitle tracks, French first (listed under the description). */
  subtitles: z.array(subtitleBriefSchema),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/**
 * Home rows: trending (most views in 7 days), popular (most views), premium/basic (requiring that tier), continue
 * (partly watched); and the watching profile's history page: continue, and watched (seen to the end, last first).
 */
export const VIDEO_SECTIONS = ['trending', 'popular', 'premium', 'basic', 'continue', 'watched'] as const;
/** The sections that are the watching profile's own (never shared between viewers). */
export const PERSONAL_VIDEO_SECTIONS: readonly VideoSection[] = ['continue', 'watched'];
export type VideoSection = (typeof VIDEO_SECTIONS)[number];

export const videoListQuerySchema = z.object({ section: z.enum(VIDEO_SECTIONS).optional() });
export const similarQuerySchema = z.object({
  category: plainText().trim().min(1).max(100),
  exclude: z.uuid({ error: schemaMessages.identifiantVideoInvalide }).optional(),
});
/**
 * A search result: the video, and where its subtitles say the words searched for (null when the title, category or
 * description matched): its page opens at that moment.
 */
export const videoSearchResultSchema = videoSchema.extend({ spoken: spokenMatchSchema.nullable() });
export type VideoSearchResult = z.infer<typeof videoSearchResultSchema>;
export const videoSearchResultListSchema = z.array(videoSearchResultSchema);
export const searchQuerySchema = z.object({ q: plainText().trim().max(200).default('') });
/** Every id in a path is a uuid: anything else is refused here (400), so no query ever sees a malformed id. */
export const idParamsSchema = z.object({ id: z.uuid({ error: schemaMessages.identifiantInvalide }) });
export const videoIdParamsSchema = idParamsSchema;

export const favoriteBodySchema = z.object({ videoId: z.uuid({ error: schemaMessages.videoRequise }) });
export type FavoriteBody = z.infer<typeof favoriteBodySchema>;
export const favoriteCheckSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;

export const progressBodySchema = z.object({
  positionSeconds: z.number({ error: schemaMessages.positionInvalide }).min(0, { error: schemaMessages.positionInvalide }).max(24 * 3600),
  /**
   * Playback really began on this device (the player's first frames, or a resume): the report takes a screen,
   * the account's oldest playing one giving way when the plan's are all taken, and saves no position (`saved`
   * false). Without it, the report keeps the screen this device has and saves where the person is.
   */
  start: z.boolean({ error: schemaMessages.valeurInvalide }).optional(),
});
export type ProgressBody = z.infer<typeof progressBodySchema>;
export const progressResponseSchema = z.object({ saved: z.boolean() });
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** One HLS rendition as the quality menu lists it. */
export const renditionSchema = z.object({
  /** '144p' … '720p', or 'audio' for the audio-only rendition. */
  id: z.string(),
  height: z.number().int().nullable(),
  /** Bits per second, video and audio together. */
  bandwidth: z.number().int(),
  /** Estimated megabytes a minute of watching costs (shown in the quality menu). */
  megabytesPerMinute: z.number(),
  /**
   * The audio-only rendition's Opus copy, where the video has one: its playlist beside the master (same signature) and
   * its cost. The page plays it instead where the browser decodes Opus in MP4; the masters list only AAC-LC.
   */
  opus: z.object({ playlist: z.string(), megabytesPerMinute: z.number() }).optional(),
  /**
   * The rung's AV1 copy, where the video has them: its playlist beside the master, CODECS (for Media Source and Media
   * Capabilities), peak bit rate and cost. The page plays `av1MasterUrl` instead of `masterUrl` where the browser
   * decodes the copies smoothly.
   */
  av1: z.object({ playlist: z.string(), codecs: z.string(), bandwidth: z.number().int(), megabytesPerMinute: z.number() }).optional(),
});
export type Rendition = z.infer<typeof renditionSchema>;

export const playbackSchema = z.object({
  /** Signed master playlist URL; every URL it leads to carries the same signature. */
  masterUrl: z.string(),
  /** The signed master of the same rungs in AV1 (same signature), where the video has AV1 copies of every rung served. */
  av1MasterUrl: z.string().optional(),
  expiresAt: z.string(),
  renditions: z.array(renditionSchema),
  resumeAt: z.number().int(),
  /** Minutes of free watch time left, for metered (free simple) users; null otherwise. */
  remainingMinutes: z.number().int().nullable(),
  /**
   * Signed WebVTT of seek-bar preview thumbnails, or null when the video has none. Each cue's
   * text is a sprite sheet URL relative to the VTT with a `#xywh=x,y,w,h` fragment.
   */
  thumbnailsUrl: z.string().nullable(),
  /** Its subtitle tracks, French first, each with its signed WebVTT (the master playlist lists them too). */
  subtitles: z.array(subtitleFileSchema),
  /** The language this profile last chose, or null (« Désactivés »): shown when the video has it. */
  subtitleLanguage: z.enum(SUBTITLE_LANGUAGES).nullable(),
});
export type Playback = z.infer<typeof playbackSchema>;

/** A video page's first read (apiPaths.videoOpening): the video, and its playback where the server hands it out. */
export const videoOpeningSchema = z.object({ video: videoDetailSchema, playback: playbackSchema.nullable() });
export type VideoOpening = z.infer<typeof videoOpeningSchema>;

/**
 * What the data saver costs (apiPaths.dataSaverCost): Auto stops at `maxHeight`, and an hour of it costs, on average
 * over the listed videos, `megabytesPerHour` (the rung each plays at most, measured; null while none is listed).
 */
export const dataSaverCostSchema = z.object({ maxHeight: z.number().int(), megabytesPerHour: z.number().nullable() });
export type DataSaverCost = z.infer<typeof dataSaverCostSchema>;

/** Megabytes a minute at a bandwidth in bits per second (what a rendition costs a metered connection). */
export function megabytesPerMinute(bandwidth: number): number {
  return Math.round((bandwidth * 60) / 8 / 1_000_000 * 10) / 10;
}
