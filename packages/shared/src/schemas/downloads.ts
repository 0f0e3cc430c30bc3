import { z } from 'zod';
import { SUBTITLE_LANGUAGES } from '../subtitles.js';
import { subtitleBriefSchema, subtitleFileSchema } from './subtitles.js';
import { defineMessages } from '../i18n/catalogue.js';
import { schemaMessages } from './schema-messages.js';

/**
 * Downloads (premium and family, viewer.md §9): a video kept in the browser at one rung
 * of its ladder, playable offline until `expiresAt`, renewed online while the person keeps the right.
 * The web imports these as types only (zod stays out of the first load).
 */

/** French messages of the downloads' refusals. */
export const downloadMessages = defineMessages('downloadMessages', {
  tierRequired: 'Les téléchargements sont réservés aux abonnements Premium et Famille.',
  unknownRendition: 'Cette qualité n’existe pas pour cette vidéo.',
  notFound: 'Téléchargement introuvable.',
  renewalRefused: 'Vous n’avez plus le droit de garder ce téléchargement : il a été retiré.',
  limitReached: (limit: number) => `Vous gardez déjà ${limit} téléchargements, le maximum : supprimez-en un pour en ajouter un autre.`,
} as const);

/** One rung a video may be downloaded at, with what it costs. */
export const downloadOptionSchema = z.object({
  /** The rendition's id ('144p' … '720p', 'audio'). */
  rendition: z.string(),
  height: z.number().int().nullable(),
  /** Bytes of the download (the rung's measured bit rate over the video's duration). */
  bytes: z.number().int(),
});
export type DownloadOption = z.infer<typeof downloadOptionSchema>;

export const downloadOptionsSchema = z.object({
  options: z.array(downloadOptionSchema),
  /** Days a download plays offline before it must be renewed (DOWNLOAD_DAYS). */
  days: z.number().int(),
  /** The video's subtitle tracks: a download keeps those the person picks. */
  subtitles: z.array(subtitleBriefSchema),
});
export type DownloadOptions = z.infer<typeof downloadOptionsSchema>;

export const downloadBodySchema = z.object({
  rendition: z.string({ error: schemaMessages.qualiteInvalide }).regex(/^[\w-]{1,16}$/, { error: schemaMessages.qualiteInvalide }),
  /** Subtitle languages to keep with it (those the video has; none by default). */
  subtitles: z.array(z.enum(SUBTITLE_LANGUAGES, { error: schemaMessages.langueSousTitresInvalide })).max(SUBTITLE_LANGUAGES.length).optional(),
});
export type DownloadBody = z.infer<typeof downloadBodySchema>;

/** A download as the lists show it. */
export const downloadSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  title: z.string(),
  /** A poster name or an image URL, as the video's. */
  thumbnailUrl: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  rendition: z.string(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** After this instant the download no longer plays offline (until renewed online). */
  expiresAt: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;
export const downloadListSchema = z.array(downloadSchema);

/** A granted download: the record, and signed URLs of the rung's playlist and of its files (an fMP4 init segment first), in order. */
export const downloadGrantSchema = z.object({
  download: downloadSchema,
  playlistUrl: z.string(),
  segmentUrls: z.array(z.string()),
  /** Signed WebVTT files of the subtitles asked for that the video has (the whole track, one file each). */
  subtitles: z.array(subtitleFileSchema),
  /** When the signed URLs stop working (the fetch must be done by then). */
  urlsExpireAt: z.string(),
});
export type DownloadGrant = z.infer<typeof downloadGrantSchema>;

export const downloadRemovedSchema = z.object({ removed: z.literal(true) });
