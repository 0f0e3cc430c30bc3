import { Pause, Play } from 'lucide-react';
import { playerTexts } from './player-texts';

/** 'Lecture' / 'Pause'. */
export function PlayButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="player__button" aria-label={playing ? playerTexts.pause : playerTexts.play} onClick={onToggle}>
      {playing ? <Pause size={22} aria-hidden fill="currentColor" /> : <Play size={22} aria-hidden fill="currentColor" />}
    </button>
  );
}
