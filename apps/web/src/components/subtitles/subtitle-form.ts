import { isSubtitleLanguage, subtitleLimits, subtitleMessages, type SubtitleLanguage } from '@kora/shared';
import { subtitlesTexts } from './subtitles-texts';

/*
 * The « Ajouter des sous-titres » form's rules, checked before sending (the server checks them again, and the file's
 * content, line by line): what a refusal says is the contract's French message, under the same field.
 */

export type SubtitleField = 'file' | 'language' | 'label';
export type SubtitleFieldErrors = Partial<Record<SubtitleField, string>>;

export interface SubtitleFormValues {
  file: File | null;
  language: string;
  label: string;
}

/** What the file input takes: the two formats by name, and WebVTT by type (some pickers know only types). */
export const SUBTITLE_FILE_ACCEPT = '.srt,.vtt,text/vtt';

const SUBTITLE_FILE_NAME = /\.(srt|vtt)$/i;

/** The form's errors by field; empty when it may be sent. */
export function subtitleFormErrors({ file, language, label }: SubtitleFormValues): SubtitleFieldErrors {
  const errors: SubtitleFieldErrors = {};
  if (!file || file.size === 0 || !SUBTITLE_FILE_NAME.test(file.name)) errors.file = subtitleMessages.fileRequired;
  else if (file.size > subtitleLimits.maxBytes) errors.file = subtitleMessages.tooLarge;
  if (!isSubtitleLanguage(language)) errors.language = subtitleMessages.languageInvalid;
  if (label.trim().length > subtitleLimits.labelMax) errors.label = subtitleMessages.labelTooLong;
  return errors;
}

/** What an upload sends: the file, its language and, when one was typed, its label. */
export interface SubtitleUpload {
  file: File;
  language: SubtitleLanguage;
  label: string;
}

/** The multipart body of an upload (`file`, `language`, `label` only when not blank). */
export function subtitleFormData({ file, language, label }: SubtitleUpload): FormData {
  const form = new FormData();
  form.set('language', language);
  const trimmed = label.trim();
  if (trimmed) form.set('label', trimmed);
  form.set('file', file, file.name);
  return form;
}

/** "1 ligne", "312 lignes": a track's number of cues. */
export function cueCountText(count: number): string {
  return subtitlesTexts.cues(count);
}
