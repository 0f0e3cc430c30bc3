import { Maximize, Minimize } from 'lucide-react';

/** 'Plein écran' / 'Quitter le plein écran'. */
export function FullscreenButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="player__button" aria-label={active ? 'Quitter le plein écran' : 'Plein écran'} onClick={onToggle}>
      {active ? <Minimize size={20} aria-hidden /> : <Maximize size={20} aria-hidden />}
    </button>
  );
}
