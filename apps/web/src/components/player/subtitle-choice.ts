import type { SubtitleLanguage } from '@kora/shared';

/**
 * Which subtitle track a player shows (pure rules, shared by the video player, the offline player and, later, the
 * live player). A track is a native <track> child of the <video>: the browser fetches its file only once its mode
 * is not 'disabled', so a viewer who never turns subtitles on downloads none.
 */

/** A track as the players know it: its language, its label (null: the language's name is shown) and its WebVTT file. */
export interface SubtitleSource {
  language: SubtitleLanguage;
  label: string | null;
  url: string;
}

type Languaged = { language: SubtitleLanguage };

const has = (tracks: readonly Languaged[], language: SubtitleLanguage | null | undefined): language is SubtitleLanguage =>
  language != null && tracks.some((track) => track.language === language);

/** What shows at start: the language the profile last chose when this video has it, else nothing (« Désactivés »). */
export function startLanguage(tracks: readonly Languaged[], preferred: SubtitleLanguage | null | undefined): SubtitleLanguage | null {
  return has(tracks, preferred) ? preferred : null;
}

/**
 * What the `c` shortcut turns to: off when a track shows; else the last language shown in this player, else the one
 * the profile prefers, else the video's first track (French first).
 */
export function toggledLanguage(
  current: SubtitleLanguage | null,
  tracks: readonly Languaged[],
  last: SubtitleLanguage | null,
  preferred: SubtitleLanguage | null | undefined,
): SubtitleLanguage | null {
  if (current !== null) return null;
  if (has(tracks, last)) return last;
  if (has(tracks, preferred)) return preferred;
  return tracks[0]?.language ?? null;
}

/** The part of a TextTrack these rules read and write (plain objects in tests). */
export interface TextTrackLike {
  kind: string;
  language: string;
  mode: TextTrackMode;
}

const isSubtitles = (track: TextTrackLike) => track.kind === 'subtitles' || track.kind === 'captions';

/**
 * Shows `language` on our own track of that language and disables every other subtitle track, ours or the browser's
 * (Safari playing HLS itself adds the master playlist's subtitle tracks: ours already carry the same languages).
 * Metadata and chapter tracks are left alone.
 */
export function applyTrackModes(list: Iterable<TextTrackLike>, ours: ReadonlySet<TextTrackLike>, language: SubtitleLanguage | null): void {
  for (const track of list) {
    if (!isSubtitles(track)) continue;
    const mode: TextTrackMode = language !== null && ours.has(track) && track.language === language ? 'showing' : 'disabled';
    if (track.mode !== mode) track.mode = mode;
  }
}

/** What the player does when the modes changed outside its own hands. */
export type BrowserChange = { kind: 'keep' } | { kind: 'reapply' } | { kind: 'adopt'; language: SubtitleLanguage | null };

/**
 * When the text tracks' modes change without our menu (the browser's own captions menu in an iPhone's fullscreen or
 * the offline player's controls; Chromium's automatic selection, which turns on a second track of a video whose
 * tracks are added while one shows), what the player makes of it:
 * - our chosen track still shows beside another of ours: the browser added it on its own, ours decide again;
 * - exactly one of ours shows: the viewer chose it in the browser's menu, the player follows;
 * - none shows, ours or the browser's: turned off;
 * - only one of the browser's own shows (Safari's, from the playlist): left as it is.
 */
export function afterBrowserChange(list: Iterable<TextTrackLike>, ours: ReadonlySet<TextTrackLike>, current: SubtitleLanguage | null): BrowserChange {
  const shown: SubtitleLanguage[] = [];
  let foreign = false;
  for (const track of list) {
    if (!isSubtitles(track) || track.mode !== 'showing') continue;
    if (ours.has(track)) shown.push(track.language as SubtitleLanguage);
    else foreign = true;
  }
  if (shown.length > 1) return shown.includes(current as SubtitleLanguage) ? { kind: 'reapply' } : { kind: 'adopt', language: shown[0] ?? null };
  if (shown.length === 1) return shown[0] === current ? { kind: 'keep' } : { kind: 'adopt', language: shown[0] ?? null };
  if (foreign) return { kind: 'keep' };
  return current === null ? { kind: 'keep' } : { kind: 'adopt', language: null };
}
