import { catalogue, type Playback } from '@kora/shared';
import { AlertTriangle, Play } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useThemeSettings } from '../../../lib/theme-settings';
import { PlayerControls } from './player-controls';
import { type QualityChoice, QualityMenu } from './quality-menu';
import { useControlsVisibility } from './use-controls-visibility';
import { useFullscreen } from './use-fullscreen';
import { useHlsSource } from './use-hls-source';
import { useMediaState } from './use-media-state';
import { useProgressReporter } from './use-progress-reporter';
import './player.css';

interface VideoPlayerProps {
  videoId: string;
  playback: Playback;
  /** Seconds, from the catalogue: shown until the media knows its own length. */
  duration: number;
  poster: string;
  /** The signed URLs were refused or playback failed: ask the server for new ones. */
  onRenew: () => void;
}

/** The audio rendition's own playlist, beside the master under the same signature. */
const audioPlaylistOf = (masterUrl: string) => masterUrl.replace(/master\.m3u8$/, 'audio/index.m3u8');

/** Start where the viewer stopped, unless that is the very end (then from the beginning). */
function resumePoint(resumeAt: number, duration: number): number {
  return resumeAt > 0 && (duration <= 0 || resumeAt < duration - catalogue.skipSeconds) ? resumeAt : 0;
}

/**
 * The full player (viewer.md §2 /video/{id}): HLS with adaptive or locked quality, resume, progress
 * saving, controls that hide 3 s into playback, buffering indicator, keyboard shortcuts (space/k,
 * arrows, m, f). The <video> is data-testid="player-video".
 */
export function VideoPlayer({ videoId, playback, duration, poster, onRenew }: VideoPlayerProps) {
  const settings = useThemeSettings();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [pendingStart, setPendingStart] = useState(() => resumePoint(playback.resumeAt, duration));
  const [menuOpen, setMenuOpen] = useState(false);
  // Sound only: the audio rendition played alone (about 1 Mo a minute), for a tight data budget.
  const [audioOnly, setAudioOnly] = useState(false);
  const media = useMediaState(videoRef);
  // Before the source: on leaving, the position is saved before the source is torn down.
  useProgressReporter(videoRef, videoId, media.playing);
  const dataSaverHeight = settings.dataSaver ? catalogue.dataSaverMaxHeight : null;
  const source = useHlsSource(videoRef, {
    masterUrl: audioOnly ? audioPlaylistOf(playback.masterUrl) : playback.masterUrl,
    startPosition: () => pendingStart,
    autoplay: settings.autoplay,
    maxAutoHeight: dataSaverHeight,
    onExpired: onRenew,
  });
  const controls = useControlsVisibility(media.playing, menuOpen);
  const fullscreen = useFullscreen(frameRef, videoRef);
  const totalDuration = media.duration || duration;
  const position = source.started ? media.currentTime : pendingStart;

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    controls.poke();
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  };
  const seek = (seconds: number) => {
    const video = videoRef.current;
    controls.poke();
    if (!source.started) setPendingStart(seconds);
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = seconds;
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    if (!media.muted) video.muted = true;
    else {
      video.muted = false;
      if (video.volume === 0) video.volume = 0.5;
    }
  };
  const setVolume = (percent: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = percent / 100;
    video.muted = percent === 0;
  };

  const selectQuality = (choice: QualityChoice) => {
    if (choice === 'audio') return setAudioOnly(true);
    // Back to pictures: the new source opens at the chosen height (or Auto), where the sound was.
    source.lockHeight(choice);
    setAudioOnly(false);
  };

  const onSurfaceClick = () => (controls.visible ? togglePlay() : controls.poke());
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') controls.poke();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    controls.poke();
    if (event.target !== frameRef.current && event.target !== videoRef.current) return;
    const actions: Record<string, () => void> = {
      ' ': togglePlay,
      k: togglePlay,
      ArrowLeft: () => seek(Math.max(0, position - catalogue.skipSeconds)),
      ArrowRight: () => seek(Math.min(totalDuration, position + catalogue.skipSeconds)),
      m: toggleMute,
      f: fullscreen.toggle,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={frameRef}
      className="player"
      role="region"
      aria-label="Lecteur vidéo"
      tabIndex={0}
      data-controls={controls.visible ? 'shown' : 'hidden'}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      <video ref={videoRef} data-testid="player-video" className="player__video" poster={poster} playsInline preload="metadata" onClick={onSurfaceClick} />
      {audioOnly && (
        <p className="player__audio-only" style={{ backgroundImage: `url("${poster}")` }}>
          <span>Audio seul : l'image n'est pas téléchargée</span>
        </p>
      )}
      {media.buffering && <span className="player__spinner" role="status" aria-label="Chargement de la vidéo" />}
      {!media.playing && !media.buffering && !source.failed && (
        <span className="player__big-play" aria-hidden>
          <Play size={34} fill="currentColor" />
        </span>
      )}
      {source.failed && (
        <div className="player__failure" role="alert">
          <AlertTriangle size={28} aria-hidden />
          <p>La lecture a échoué. Vérifiez votre connexion puis réessayez.</p>
          <Button size="sm" onClick={onRenew}>
            Réessayer
          </Button>
        </div>
      )}
      <PlayerControls
        media={media}
        position={position}
        duration={totalDuration}
        visible={controls.visible}
        fullscreen={fullscreen.active}
        onTogglePlay={togglePlay}
        onSeek={seek}
        onToggleMute={toggleMute}
        onVolume={setVolume}
        onToggleFullscreen={fullscreen.toggle}
        thumbnailsUrl={playback.thumbnailsUrl}
        quality={
          source.levels.length > 0 && (
            <QualityMenu
              renditions={playback.renditions}
              levels={source.levels}
              lockedHeight={source.lockedHeight}
              audioOnly={audioOnly}
              playingHeight={source.playingHeight}
              dataSaverHeight={dataSaverHeight}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              onSelect={selectQuality}
            />
          )
        }
      />
    </div>
  );
}
