import type { Rendition } from '@kora/shared';
import { useState } from 'react';
import { audioOnlyPlaylist } from './audio-rendition';
import type { QualityChoice } from './quality-menu';
import { besideMaster } from './warm-playlists';

/**
 * Auto, a locked height, or sound only (the audio rendition played alone, about 1 Mo a minute, for a
 * tight data budget). Returns the playlist to play and what the quality menu selects.
 */
export function useQualityChoice(masterUrl: string, renditions?: readonly Rendition[]) {
  const [audioOnly, setAudioOnly] = useState(false);
  const select = (choice: QualityChoice, lockHeight: (height: number | null) => void) => {
    if (choice === 'audio') return setAudioOnly(true);
    // Back to pictures: the new source opens at the chosen height (or Auto), where the sound was.
    lockHeight(choice);
    setAudioOnly(false);
  };
  // The audio rendition's own playlist (its Opus copy where this browser decodes it), under the master's signature.
  return { audioOnly, sourceUrl: audioOnly && masterUrl ? besideMaster(masterUrl, audioOnlyPlaylist(renditions)) : masterUrl, select };
}
