import { useState } from 'react';
import type { QualityChoice } from './quality-menu';
import { besideMaster } from './warm-playlists';

/** The audio rendition's own playlist, beside the master under the same signature. */
export const audioPlaylistOf = (masterUrl: string) => besideMaster(masterUrl, 'audio/index.m3u8');

/**
 * Auto, a locked height, or sound only (the audio rendition played alone, about 1 Mo a minute, for a
 * tight data budget). Returns the playlist to play and what the quality menu selects.
 */
export function useQualityChoice(masterUrl: string) {
  const [audioOnly, setAudioOnly] = useState(false);
  const select = (choice: QualityChoice, lockHeight: (height: number | null) => void) => {
    if (choice === 'audio') return setAudioOnly(true);
    // Back to pictures: the new source opens at the chosen height (or Auto), where the sound was.
    lockHeight(choice);
    setAudioOnly(false);
  };
  return { audioOnly, sourceUrl: audioOnly && masterUrl ? audioPlaylistOf(masterUrl) : masterUrl, select };
}
