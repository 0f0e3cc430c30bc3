import type { SubtitleLanguage } from '@kora/shared';

type Languaged = { language: SubtitleLanguage };

/**
 * The subtitle languages a download keeps unless the person changes them: the language shown in the player (which
 * the page's playback answer says, `subtitleLanguage`: the profile's last choice, kept in step by the player), when
 * the video has it; else none. Subtitles are only worth their bytes to someone who reads them.
 */
export function defaultSubtitlePicks(available: readonly Languaged[], shown: SubtitleLanguage | null | undefined): SubtitleLanguage[] {
  return shown != null && available.some((track) => track.language === shown) ? [shown] : [];
}

/** The picks once one box is ticked or unticked, in the video's order of its tracks (French first). */
export function withPick(available: readonly Languaged[], picked: readonly SubtitleLanguage[], language: SubtitleLanguage, keep: boolean): SubtitleLanguage[] {
  return available.map((track) => track.language).filter((each) => (each === language ? keep : picked.includes(each)));
}
