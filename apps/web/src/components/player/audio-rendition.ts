import type { Rendition } from '@kora/shared';
import { hasMse } from './player-code';

/** The audio-only rendition's playlist beside the master, in AAC-LC (what every browser plays). */
const AAC_AUDIO_PLAYLIST = 'audio/index.m3u8';

/**
 * Whether this browser decodes Opus in fragmented MP4 through Media Source, the way hls.js plays it: Chromium and
 * Chrome for Android, Firefox, Safari 17+. Where it plays HLS itself (no Media Source), AAC-LC, which every such
 * player decodes.
 */
export function playsOpus(): boolean {
  if (!hasMse()) return false;
  const source = (globalThis as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? globalThis.MediaSource;
  try {
    return source?.isTypeSupported('audio/mp4; codecs="opus"') ?? false;
  } catch {
    return false;
  }
}

/** The audio-only playlist this browser plays (relative to the master): the Opus copy where it decodes it, else AAC-LC. */
export function audioOnlyPlaylist(renditions: readonly Rendition[] | undefined, opus = playsOpus()): string {
  const copy = renditions?.find((r) => r.height === null)?.opus;
  return opus && copy ? copy.playlist : AAC_AUDIO_PLAYLIST;
}

/** The renditions at what they cost here: the audio-only one at its Opus copy's figure where that copy plays. */
export function renditionsAsPlayed(renditions: readonly Rendition[], opus = playsOpus()): Rendition[] {
  return renditions.map((r) => (opus && r.opus ? { ...r, megabytesPerMinute: r.opus.megabytesPerMinute } : r));
}
