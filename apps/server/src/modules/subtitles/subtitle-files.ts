import type { SubtitleBrief, SubtitleFile, SubtitleLanguage } from '@kora/shared';

/** Each track's folder in the video's HLS folder: its whole WebVTT, its segments and their playlist. */
export const subtitleFolderOf = (language: SubtitleLanguage) => `subs-${language}`;
/** The whole track, relative to the HLS folder: what a <track> element and a download fetch. */
export const subtitleFileOf = (language: SubtitleLanguage) => `${subtitleFolderOf(language)}/${language}.vtt`;
/** The track's segmented playlist, relative to the HLS folder: what the master names. */
export const subtitlePlaylistOf = (language: SubtitleLanguage) => `${subtitleFolderOf(language)}/index.m3u8`;

/** The tracks with the URL of each whole file under a signed prefix (the video's, for one viewer). */
export const signedSubtitleFiles = (signedPrefix: string, tracks: readonly SubtitleBrief[]): SubtitleFile[] =>
  tracks.map(({ language, label }) => ({ language, label, url: `${signedPrefix}/${subtitleFileOf(language)}` }));
