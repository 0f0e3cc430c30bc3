import { Maximize, Minimize } from 'lucide-react';
import { playerTexts } from './player-texts';

/** 'Plein écran' / 'Quitter le plein écran'. */
export function FullscreenButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="player__button" aria-label={active ? playerTexts.exitFullscreen : playerTexts.fullscreen} onClick={onToggle}>
      {active ? <Minimize size={20} aria-hidden /> : <Maximize size={20} aria-hidden />}
    </button>
  );
}
