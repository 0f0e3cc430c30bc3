import { SUBTITLE_LANGUAGES, type SubtitleLanguage } from '@kora/shared';
import { subtitlesTexts } from './subtitles-texts';

/*
 * How a video's subtitle languages are written in lists and forms (zod-free: the lists and the video page load it).
 */

/** "Français, Wolof": the languages' names in the page's language, in the order given (the server's: French first). */
export function subtitleLanguageNameList(languages: readonly SubtitleLanguage[]): string {
  const names = subtitlesTexts.languageNames;
  return languages.map((language) => names[language]).join(', ');
}

/** A list's badge: the short codes ("FR · WO") and what they stand for ("Sous-titres : Français, Wolof"), or "Sans sous-titres". */
export function subtitleLanguagesSummary(languages: readonly SubtitleLanguage[]): { codes: string; description: string } | null {
  if (languages.length === 0) return null;
  return { codes: languages.map((language) => language.toUpperCase()).join(' · '), description: subtitlesTexts.languages(subtitleLanguageNameList(languages)) };
}

/** The language select's labels: each name, "(remplacera)" after those the video already has. */
export function subtitleLanguageLabels(existing: readonly SubtitleLanguage[]): Record<SubtitleLanguage, string> {
  const names = subtitlesTexts.languageNames;
  const labels = {} as Record<SubtitleLanguage, string>;
  for (const language of SUBTITLE_LANGUAGES) labels[language] = existing.includes(language) ? subtitlesTexts.form.replaces(names[language]) : names[language];
  return labels;
}

/** The language the form starts on: the first of the list the video has no track in (French first), else French. */
export function firstMissingLanguage(existing: readonly SubtitleLanguage[]): SubtitleLanguage {
  return SUBTITLE_LANGUAGES.find((language) => !existing.includes(language)) ?? SUBTITLE_LANGUAGES[0];
}

/** The tracks with `track` in place of the one of its language, in the list's order (French first). */
export function withTrack<T extends { language: SubtitleLanguage }>(tracks: readonly T[] | undefined, track: T): T[] {
  const others = (tracks ?? []).filter((t) => t.language !== track.language);
  return [...others, track].sort((a, b) => SUBTITLE_LANGUAGES.indexOf(a.language) - SUBTITLE_LANGUAGES.indexOf(b.language));
}
