import { type SubtitleLanguage, subtitleTrackName } from '@kora/shared';
import type { SubtitleSource } from './subtitle-choice';
import './player-subtitles.css';

interface SubtitleTrackElementsProps {
  tracks: readonly SubtitleSource[];
  /** The track the browser turns on as it adds them (useSubtitleTracks' start language); null: none. */
  defaultLanguage: SubtitleLanguage | null;
}

/**
 * The <track> children of a <video>, one per language, keyed by it (a renewed URL changes the src of the same element,
 * whose text track keeps its mode). Only the start track has `default`; useSubtitleTracks decides the rest, and a
 * disabled track's file is never fetched.
 */
export function SubtitleTrackElements({ tracks, defaultLanguage }: SubtitleTrackElementsProps) {
  return tracks.map((track) => (
    <track key={track.language} kind="subtitles" src={track.url} srcLang={track.language} label={subtitleTrackName(track)} default={track.language === defaultLanguage} />
  ));
}
