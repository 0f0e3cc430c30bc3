import { Volume2, VolumeX } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { MediaState } from './use-media-state';
import { playerTexts } from './player-texts';

interface VolumeControlProps {
  media: MediaState;
  onToggleMute: () => void;
  onVolume: (percent: number) => void;
}

/** 'Couper le son' / 'Activer le son' and the 'Volume' slider (0 to 100) of the player's bar. */
export function VolumeControl({ media, onToggleMute, onVolume }: VolumeControlProps) {
  const volumePercent = media.muted ? 0 : Math.round(media.volume * 100);
  return (
    <>
      <button type="button" className="player__button" aria-label={media.muted ? playerTexts.unmute : playerTexts.mute} onClick={onToggleMute}>
        {media.muted ? <VolumeX size={20} aria-hidden /> : <Volume2 size={20} aria-hidden />}
      </button>
      <input
        type="range"
        className="player__range player__volume"
        aria-label={playerTexts.volume}
        min={0}
        max={100}
        step={1}
        value={volumePercent}
        style={{ '--fill': `${volumePercent}%` } as CSSProperties}
        onChange={(event) => onVolume(Number(event.target.value))}
      />
    </>
  );
}
