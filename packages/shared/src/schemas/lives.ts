import { z } from 'zod';
import { LIVE_CATEGORIES, LIVE_PHASES, LIVE_SIGNALS, LIVE_STATUSES, liveLimits } from '../live-constants.js';
import { AGE_RATINGS } from '../age-ratings.js';
import { ageRatingSchema } from './age-rating.js';
import { TIERS } from '../tiers.js';
import { multilineText, plainText } from './text.js';
import { renditionSchema } from './videos.js';
import { schemaMessages } from './schema-messages.js';

// The zod-free part (enumerations, limits, texts), re-exported here so the contract's index stays as it is.
export * from '../live-constants.js';

/** A live stream as lists and the viewer page show it (live-creators-admin.md §3, plus its life and replay). */
export const liveStreamSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  requiredTier: z.enum(TIERS),
  ageRating: z.enum(AGE_RATINGS),
  thumbnailUrl: z.string().nullable(),
  isLive: z.boolean(),
  status: z.enum(LIVE_STATUSES),
  phase: z.enum(LIVE_PHASES),
  signal: z.enum(LIVE_SIGNALS).nullable(),
  /** People on the live's page now. */
  viewerCount: z.number().int(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The creator's display name. */
  creatorName: z.string().nullable(),
  /** Shown only to the live's creator and admins; null for everyone else. */
  rejectionReason: z.string().nullable(),
  /** The recorded replay once it is a ready video in the catalogue. */
  replayVideoId: z.string().nullable(),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;
export const liveStreamListSchema = z.array(liveStreamSchema);

/** GET /api/live-streams?active=true (the spec's "variant active"): only lives on air. */
export const liveListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

const title = plainText().trim().min(1, { error: schemaMessages.titreEstRequis }).max(liveLimits.titleMax);
const description = multilineText().trim().max(liveLimits.descriptionMax);
const category = z.enum(LIVE_CATEGORIES, { error: schemaMessages.categorieInvalide });

/** POST /api/live-streams (creators and admins, live-creators-admin.md §7): the live waits for approval unless an admin creates it. */
export const createLiveBodySchema = z.object({
  title,
  description: description.default(''),
  category,
  scheduledAt: z.iso.datetime({ offset: true, error: schemaMessages.dateProgrammationInvalide }).nullable().optional(),
  requiredTier: z.enum(TIERS).default('free'),
  ageRating: ageRatingSchema,
});
export type CreateLiveBody = z.input<typeof createLiveBodySchema>;

/** POST /api/admin/live-streams (live-creators-admin.md §5: title and description required). Approved at once. */
export const adminCreateLiveBodySchema = z.object({
  title,
  description: description.min(1, { error: schemaMessages.descriptionEstRequise }),
  category,
  requiredTier: z.enum(TIERS),
  ageRating: ageRatingSchema,
  scheduledAt: z.iso.datetime({ offset: true, error: schemaMessages.dateProgrammationInvalide }).nullable().optional(),
});
export type AdminCreateLiveBody = z.input<typeof adminCreateLiveBodySchema>;

/** PATCH /api/admin/live-streams/{id}: an admin changes a live's age rating (journalled). */
export const adminLiveEditBodySchema = z.object({ ageRating: ageRatingSchema });
export type AdminLiveEditBody = z.input<typeof adminLiveEditBodySchema>;

/** POST /api/admin/live-streams/{id}/reject: a reason, non-empty after trimming (§5). */
export const rejectLiveBodySchema = z.object({
  reason: multilineText()
    .trim()
    .min(1, { error: schemaMessages.veuillezIndiquerRaisonPourRejet })
    .max(liveLimits.rejectionReasonMax),
});
export type RejectLiveBody = z.input<typeof rejectLiveBodySchema>;

/** GET /api/live-streams/{id}/ingest (the live's owner): what OBS calls Server and Stream Key. */
export const liveIngestSchema = z.object({
  /** rtmp://host:port/live — an encoder publishes to `${rtmpUrl}/${streamKey}`. */
  rtmpUrl: z.string(),
  streamKey: z.string(),
  /** WebSocket URL the /stream page sends its MediaRecorder chunks to (going live from the browser). */
  browserIngestUrl: z.string(),
  /** What Kora accepts and recommends (OBS settings shown on /stream). */
  maxVideoHeight: z.number().int(),
  maxBitrateKbps: z.number().int(),
  recommendedKeyframeSeconds: z.number().int(),
});
export type LiveIngest = z.infer<typeof liveIngestSchema>;

/** GET /api/live-streams/{id}/playback: the signed master playlist, as for a video, plus where the live is. */
export const livePlaybackSchema = z.object({
  masterUrl: z.string(),
  expiresAt: z.string(),
  renditions: z.array(renditionSchema),
});
export type LivePlayback = z.infer<typeof livePlaybackSchema>;

/** POST /api/live-streams/upload-test: how many bytes arrived (application/octet-stream, at most uploadTestMaxBytes). */
export const uploadTestSchema = z.object({ receivedBytes: z.number().int() });
export type UploadTest = z.infer<typeof uploadTestSchema>;
