import { z } from 'zod';
import { ageRatingSchema } from './age-rating.js';
import { SUBTITLE_LANGUAGES } from '../subtitles.js';
import { TIERS } from '../tiers.js';
import { multilineText, plainText } from './text.js';
import { VIDEO_STATUSES, videoSchema } from './videos.js';
import { defineMessages } from '../i18n/catalogue.js';
import { schemaMessages } from './schema-messages.js';

export const uploadMessages = defineMessages('uploadMessages', {
  fileRequired: 'Veuillez sélectionner un fichier vidéo',
  invalidFile: 'Fichier vidéo invalide',
  titleRequired: 'Le titre est requis',
  titleTooLong: 'Le titre ne doit pas dépasser 200 caractères',
  descriptionTooLong: 'La description ne doit pas dépasser 5000 caractères',
  tooLarge: (megabytes: number) => `La vidéo dépasse la taille maximale de ${megabytes} Mo`,
  processingUnavailable: 'Le traitement des vidéos est momentanément indisponible',
  malformedForm: 'Envoi invalide : le formulaire est incomplet ou mal formé',
} as const);

/** The text fields sent with an uploaded video (multipart: title, description, category, video). */
export const uploadFieldsSchema = z.object({
  title: plainText({ error: uploadMessages.titleRequired }).trim().min(1, { error: uploadMessages.titleRequired }).max(200, { error: uploadMessages.titleTooLong }),
  description: multilineText().trim().max(5000, { error: uploadMessages.descriptionTooLong }).default(''),
  category: plainText().trim().max(100).optional().transform((c) => c || 'Général'),
  ageRating: ageRatingSchema,
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/*
 * The resumable upload endpoint (apiPaths.resumableUploads; tus 1.0.0 protocol: creation, termination, expiration). The
 * creation request carries Upload-Metadata `filename`, `filetype`, `title`, `description`,
 * `category` and `ageRating`; the fields are checked before any byte is sent (400 with the error body). The
 * PATCH that completes the file answers 201 with the created {@link creatorVideoSchema} as JSON,
 * or the error body (400 'Fichier vidéo invalide'); over MAX_UPLOAD_MB, creation answers 413.
 */

/** How long the server keeps an unfinished resumable upload after its creation (ms); the page forgets older ones. */
export const RESUMABLE_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The review of a creator's video (live-creators-admin.md §3 'Creator video status'): a creator's
 * upload waits 'pending' until an admin approves it (unless CREATOR_VIDEO_REVIEW=false); admins'
 * videos, replays and demo data are approved at once.
 */
export const VIDEO_REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type VideoReviewStatus = (typeof VIDEO_REVIEW_STATUSES)[number];

/** A creator's own video, whatever its state, with what the uploader needs to follow it. */
export const creatorVideoSchema = videoSchema.extend({
  reviewStatus: z.enum(VIDEO_REVIEW_STATUSES),
  /** Why an admin rejected it (shown to its creator), else null. */
  reviewReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Share of the transcode done, 0..1, while processing. */
  processingProgress: z.number(),
  /** The resumable upload it came from (the last segment of its URL), or null: finds it when the upload's answer was lost. */
  uploadId: z.string().nullable(),
  /** False when the uploader unpublished it: it is then out of the catalogue, whatever its state. */
  published: z.boolean(),
  /** The languages it has subtitles in, French first. */
  subtitleLanguages: z.array(z.enum(SUBTITLE_LANGUAGES)),
});
/** PATCH /api/creator/videos/{id}/publication. */
export const videoPublicationBodySchema = z.object({ published: z.boolean({ error: schemaMessages.valeurPublicationInvalide }) });
export type VideoPublicationBody = z.infer<typeof videoPublicationBodySchema>;
export type CreatorVideo = z.infer<typeof creatorVideoSchema>;
export const creatorVideoListSchema = z.array(creatorVideoSchema);

export const processingSchema = z.object({
  status: z.enum(VIDEO_STATUSES),
  progress: z.number(),
  failureReason: z.string().nullable(),
  /** Whether it is public once ready: 'pending' while a creator's upload waits for an admin (CREATOR_VIDEO_REVIEW). */
  reviewStatus: z.enum(VIDEO_REVIEW_STATUSES),
});
export type Processing = z.infer<typeof processingSchema>;

export const adminVideoMessages = defineMessages('adminVideoMessages', {
  urlRequired: "L'URL de la vidéo est requise",
  durationInvalid: 'La durée doit être un nombre entier de secondes',
} as const);

/**
 * An admin adds a video by URL (live-creators-admin.md §5): title and URL required, duration
 * parsed as an integer when given. The server fetches the URL itself.
 */
export const adminVideoBodySchema = z.object({
  title: uploadFieldsSchema.shape.title,
  description: uploadFieldsSchema.shape.description,
  category: uploadFieldsSchema.shape.category,
  requiredTier: z.enum(TIERS).default('free'),
  ageRating: uploadFieldsSchema.shape.ageRating,
  videoUrl: plainText({ error: adminVideoMessages.urlRequired }).trim().min(1, { error: adminVideoMessages.urlRequired }).max(2000),
  duration: z
    .union([z.number(), plainText().max(20)])
    .optional()
    .transform((d, ctx) => {
      if (d === undefined || d === '') return undefined;
      const n = typeof d === 'number' ? Math.trunc(d) : Number.parseInt(d, 10);
      if (!Number.isFinite(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: adminVideoMessages.durationInvalid });
        return z.NEVER;
      }
      return n;
    }),
  thumbnailUrl: plainText().trim().max(2000).optional(),
});
export type AdminVideoBody = z.infer<typeof adminVideoBodySchema>;
