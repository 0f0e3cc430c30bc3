import { catalogue } from '@kora/shared';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { SeekSlider } from './seek-slider';
import type { MediaState } from './use-media-state';

interface PlayerControlsProps {
  media: MediaState;
  /** Where the video is (or will start, before the first play). */
  position: number;
  duration: number;
  visible: boolean;
  fullscreen: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onToggleMute: () => void;
  onVolume: (percent: number) => void;
  onToggleFullscreen: () => void;
  /** The quality menu, when the engine lets the viewer choose. */
  quality?: ReactNode;
  /** playback.thumbnailsUrl: seek previews, when the video has them. */
  thumbnailsUrl?: string | null;
}

/** The control bar of the full player, with French names: 'Lecture', 'Pause', 'Couper le son', 'Volume'… */
export function PlayerControls({ media, position, duration, visible, fullscreen, onTogglePlay, onSeek, onToggleMute, onVolume, onToggleFullscreen, quality, thumbnailsUrl }: PlayerControlsProps) {
  const volumePercent = media.muted ? 0 : Math.round(media.volume * 100);
  const skip = (delta: number) => onSeek(Math.min(Math.max(0, position + delta), duration || Infinity));

  return (
    <div className={cx('player__controls', !visible && 'player__controls--hidden')}>
      <SeekSlider position={position} duration={duration} onSeek={onSeek} thumbnailsUrl={thumbnailsUrl} />
      <div className="player__bar">
        <button type="button" className="player__button" aria-label={media.playing ? 'Pause' : 'Lecture'} onClick={onTogglePlay}>
          {media.playing ? <Pause size={22} aria-hidden fill="currentColor" /> : <Play size={22} aria-hidden fill="currentColor" />}
        </button>
        <button type="button" className="player__button" aria-label="Reculer de 10 secondes" onClick={() => skip(-catalogue.skipSeconds)}>
          <RotateCcw size={20} aria-hidden />
        </button>
        <button type="button" className="player__button" aria-label="Avancer de 10 secondes" onClick={() => skip(catalogue.skipSeconds)}>
          <RotateCw size={20} aria-hidden />
        </button>
        <button type="button" className="player__button" aria-label={media.muted ? 'Activer le son' : 'Couper le son'} onClick={onToggleMute}>
          {media.muted ? <VolumeX size={20} aria-hidden /> : <Volume2 size={20} aria-hidden />}
        </button>
        <input
          type="range"
          className="player__range player__volume"
          aria-label="Volume"
          min={0}
          max={100}
          step={1}
          value={volumePercent}
          style={{ '--fill': `${volumePercent}%` } as CSSProperties}
          onChange={(event) => onVolume(Number(event.target.value))}
        />
        <span className="player__spacer" />
        {quality}
        <button type="button" className="player__button" aria-label={fullscreen ? 'Quitter le plein écran' : 'Plein écran'} onClick={onToggleFullscreen}>
          {fullscreen ? <Minimize size={20} aria-hidden /> : <Maximize size={20} aria-hidden />}
        </button>
      </div>
    </div>
  );
}
