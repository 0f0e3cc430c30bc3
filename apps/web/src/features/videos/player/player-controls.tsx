import { catalogue } from '@kora/shared';
import { RotateCcw, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { FullscreenButton } from '../../../components/player/fullscreen-button';
import { PlayButton } from '../../../components/player/play-button';
import type { MediaState } from '../../../components/player/use-media-state';
import { VolumeControl } from '../../../components/player/volume-control';
import { cx } from '../../../lib/cx';
import { SeekSlider } from './seek-slider';
import { videosWatchTexts } from '../watch-texts';

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
  /** The « Sous-titres » menu (it renders nothing for a video without subtitles). */
  subtitles?: ReactNode;
  /** playback.thumbnailsUrl: seek previews, when the video has them. */
  thumbnailsUrl?: string | null;
}

/** The control bar of the full player, with French names: 'Lecture', 'Pause', 'Couper le son', 'Volume'… */
export function PlayerControls({ media, position, duration, visible, fullscreen, onTogglePlay, onSeek, onToggleMute, onVolume, onToggleFullscreen, quality, subtitles, thumbnailsUrl }: PlayerControlsProps) {
  const skip = (delta: number) => onSeek(Math.min(Math.max(0, position + delta), duration || Infinity));

  return (
    <div className={cx('player__controls', !visible && 'player__controls--hidden')}>
      <SeekSlider position={position} duration={duration} onSeek={onSeek} thumbnailsUrl={thumbnailsUrl} />
      <div className="player__bar">
        <PlayButton playing={media.playing} onToggle={onTogglePlay} />
        <button type="button" className="player__button" aria-label={videosWatchTexts.back10} onClick={() => skip(-catalogue.skipSeconds)}>
          <RotateCcw size={20} aria-hidden />
        </button>
        <button type="button" className="player__button" aria-label={videosWatchTexts.forward10} onClick={() => skip(catalogue.skipSeconds)}>
          <RotateCw size={20} aria-hidden />
        </button>
        <VolumeControl media={media} onToggleMute={onToggleMute} onVolume={onVolume} />
        <span className="player__spacer" />
        {/* Right-aligned, in the order they arrive from the right: the subtitles with the playback answer, the quality
            once the engine knows the ladder; an arrival moves nothing already shown. */}
        {quality}
        {subtitles}
        <FullscreenButton active={fullscreen} onToggle={onToggleFullscreen} />
      </div>
    </div>
  );
}
