import { z } from 'zod';
import { SUBTITLE_LANGUAGES, subtitleLimits, subtitleMessages } from '../subtitles.js';
import { plainText } from './text.js';
import { schemaMessages } from './schema-messages.js';

const language = z.enum(SUBTITLE_LANGUAGES, { error: subtitleMessages.languageInvalid });

/** A video's subtitle track in one language (GET /api/videos/{id}/subtitles, and the answer to an upload). */
export const subtitleTrackSchema = z.object({
  language,
  /** Shown in menus instead of the language's name (« Français (SDH) »), or null. */
  label: z.string().nullable(),
  cueCount: z.number().int(),
  updatedAt: z.string(),
});
export type SubtitleTrack = z.infer<typeof subtitleTrackSchema>;
export const subtitleTrackListSchema = z.array(subtitleTrackSchema);

/** The text fields of an upload (multipart: `file`, `language`, optional `label`). */
export const subtitleUploadFieldsSchema = z.object({
  language,
  label: plainText()
    .trim()
    .max(subtitleLimits.labelMax, { error: subtitleMessages.labelTooLong })
    .optional()
    .transform((label) => (label ? label : null)),
});
export type SubtitleUploadFields = z.input<typeof subtitleUploadFieldsSchema>;

export const subtitleParamsSchema = z.object({ id: z.uuid({ error: schemaMessages.identifiantInvalide }), language });

/** A track as a viewer's page knows it: which language, what to call it. */
export const subtitleBriefSchema = z.object({ language, label: z.string().nullable() });
export type SubtitleBrief = z.infer<typeof subtitleBriefSchema>;
/**
 * A track with the signed URL of its whole WebVTT file: what a player's <track> loads (only once shown) and a download
 * keeps. The master playlist lists the same tracks cut in segments, for players that play HLS themselves.
 */
export const subtitleFileSchema = subtitleBriefSchema.extend({ url: z.string() });
export type SubtitleFile = z.infer<typeof subtitleFileSchema>;

/** The track a profile last chose (PUT /api/profiles/subtitles): a language, or null for « Désactivés ». */
export const subtitleChoiceSchema = z.object({ language: language.nullable() });
export type SubtitleChoice = z.infer<typeof subtitleChoiceSchema>;

/** Where a search found its words in a video's subtitles: the line, when it is said, and in which language. */
export const spokenMatchSchema = z.object({ seconds: z.number().int(), text: z.string(), language });
export type SpokenMatch = z.infer<typeof spokenMatchSchema>;
