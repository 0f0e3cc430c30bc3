import type { SubtitleLanguage } from '@kora/shared';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { afterBrowserChange, applyTrackModes, startLanguage, toggledLanguage, type SubtitleSource, type TextTrackLike } from './subtitle-choice';

interface SubtitleTracksOptions {
  /** The video's tracks (rendered as <track> children by SubtitleTrackElements); undefined while not known yet. */
  tracks: readonly SubtitleSource[] | undefined;
  /** The language shown at start when the video has it (the profile's last choice); null: off. */
  preferred: SubtitleLanguage | null | undefined;
  /** The viewer chose in the menu or with `c` (the video player saves it for the profile). */
  onChoose?: (language: SubtitleLanguage | null) => void;
  /**
   * A track's file was refused or unreadable (its signed URL expired while the video stayed paused): the player asks
   * for fresh URLs. Once per language, so a file that stays missing asks only once.
   */
  onLoadError?: () => void;
}

const NO_TRACKS: readonly SubtitleSource[] = [];

/** Our <track> elements' text tracks (the browser may hold others: Safari's from the HLS playlist). */
function ourTracks(video: HTMLVideoElement): Set<TextTrackLike> {
  return new Set(Array.from(video.querySelectorAll('track'), (element) => element.track));
}

/** Before the start track shows, only the browser's own tracks are turned off (ours wait for `default`). */
function applyModes(video: HTMLVideoElement, language: SubtitleLanguage | null, decided: boolean): void {
  const ours = ourTracks(video);
  const list = decided ? Array.from(video.textTracks) : Array.from(video.textTracks).filter((track) => !ours.has(track));
  applyTrackModes(list, ours, decided ? language : null);
}

/**
 * The subtitles of a <video>: which track shows, set on the element's text tracks ('showing' for it, 'disabled' for
 * every other, so no other file is fetched), and kept in step when the browser's own captions menu changes them (an
 * iPhone's fullscreen, native controls). Returns the tracks, the language shown, the start language (the <track>
 * with `default`), `choose` (the menu) and `toggle` (the `c` shortcut: off, or back to the last language).
 *
 * The start track is turned on by the browser, through its `default` attribute, as it adds the tracks: Chromium, when
 * tracks are added while one of them already shows, turns on another one beside it (its automatic selection; a
 * wasted download). So until the start track shows (or the viewer chooses, or playback starts), the modes of ours
 * are left to the browser.
 */
export function useSubtitleTracks(videoRef: RefObject<HTMLVideoElement | null>, { tracks = NO_TRACKS, preferred, onChoose, onLoadError }: SubtitleTracksOptions) {
  /** undefined until the viewer chooses (or the start track shows): the start language applies until then. */
  const [chosen, setChosen] = useState<SubtitleLanguage | null | undefined>(undefined);
  const start = startLanguage(tracks, preferred);
  const language = chosen === undefined ? start : startLanguage(tracks, chosen);
  const decided = chosen !== undefined;
  /** The language last turned off here, for `c` to bring back. */
  const [last, setLast] = useState<SubtitleLanguage | null>(null);
  const now = useEffectEvent(() => ({ language, decided }));
  const loadFailed = useEffectEvent(() => onLoadError?.());

  useEffect(() => {
    const video = videoRef.current;
    if (video) applyModes(video, language, decided);
  }, [videoRef, language, decided, tracks]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const list = video.textTracks;
    const onAdd = () => applyModes(video, now().language, now().decided);
    const onChange = () => {
      const current = now();
      const change = afterBrowserChange(list, ourTracks(video), current.language);
      if (change.kind === 'adopt' && (current.decided || change.language !== null)) setChosen(change.language);
      // The start track now shows (or shows with an extra one): from here, ours decide.
      else if (!current.decided && change.kind !== 'adopt') setChosen(current.language);
      else if (change.kind === 'reapply') applyModes(video, current.language, true);
    };
    // A browser that does not turn on a `default` track: the start language shows once playback starts.
    const onPlaying = () => {
      if (!now().decided) setChosen(now().language);
    };
    // A <track>'s 'error' does not bubble (nor does React hear it): caught on its way down, at the <video>.
    const failed = new Set<string>();
    const onError = (event: Event) => {
      const element = event.target;
      if (!(element instanceof HTMLTrackElement) || failed.has(element.srclang)) return;
      failed.add(element.srclang);
      loadFailed();
    };
    list.addEventListener('addtrack', onAdd);
    list.addEventListener('change', onChange);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('error', onError, true);
    return () => {
      list.removeEventListener('addtrack', onAdd);
      list.removeEventListener('change', onChange);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('error', onError, true);
    };
  }, [videoRef]);

  const choose = (next: SubtitleLanguage | null) => {
    setChosen(next);
    if (next === null && language !== null) setLast(language);
    if (next !== language) onChoose?.(next);
  };

  return {
    tracks,
    language,
    /** The track marked `default` (the browser turns it on as the tracks are added). */
    startLanguage: start,
    choose,
    toggle: () => choose(toggledLanguage(language, tracks, last, preferred)),
  };
}

export type SubtitleTracks = ReturnType<typeof useSubtitleTracks>;
