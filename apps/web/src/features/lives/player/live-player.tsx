import { catalogue, liveMessages, type LivePlayback } from '@kora/shared';
import { SkipForward } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FullscreenButton } from '../../../components/player/fullscreen-button';
import { PlayButton } from '../../../components/player/play-button';
import { PlayerFrame } from '../../../components/player/player-frame';
import { PlayerOverlays } from '../../../components/player/player-overlays';
import { PlayerQualityMenu } from '../../../components/player/player-quality-menu';
import { useControlsVisibility } from '../../../components/player/use-controls-visibility';
import { useFullscreen } from '../../../components/player/use-fullscreen';
import { useHlsSource } from '../../../components/player/use-hls-source';
import { useMediaState } from '../../../components/player/use-media-state';
import { usePlayerActions } from '../../../components/player/use-player-actions';
import { useQualityChoice } from '../../../components/player/use-quality-choice';
import { VolumeControl } from '../../../components/player/volume-control';
import { cx } from '../../../lib/cx';
import { useThemeSettings } from '../../../lib/theme-settings';
import { livesTexts } from '../lives-texts';
import { DvrSlider } from './dvr-slider';
import { clampToDvr, DEFAULT_SEGMENT_SECONDS, dvrWindow, isBehindLive, liveJumpTarget, secondsBehindEdge } from './live-edge';
import { liveHlsConfig } from './live-hls-config';
import { useLiveWindow } from './use-live-window';
import '../../../components/player/player.css';

interface LivePlayerProps {
  playback: LivePlayback;
  poster: string;
  /** The signed URLs were refused or playback failed: ask the server for new ones. */
  onRenew: () => void;
  /** The playlist says the live is over (ENDLIST): the page shows its ended state. */
  onEnded: () => void;
}

/**
 * The live player, the video player's sibling: the same quality menu (down to 144p and 'Audio
 * seul', with Mo/min), data saver, volume and fullscreen, plus the 'DIRECT' badge, 'Revenir au
 * direct' when more than two segments behind the edge, and a seek bar over the DVR window only.
 * hls.js is tuned for 2 s live segments (live-hls-config). The <video> is data-testid="live-video".
 */
export default function LivePlayer({ playback, poster, onRenew, onEnded }: LivePlayerProps) {
  const settings = useThemeSettings();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [segmentSeconds, setSegmentSeconds] = useState(DEFAULT_SEGMENT_SECONDS);
  const quality = useQualityChoice(playback.masterUrl);
  const media = useMediaState(videoRef);
  const liveWindow = useLiveWindow(videoRef);
  const dataSaverHeight = settings.dataSaver ? catalogue.dataSaverMaxHeight : null;
  const ended = useEffectEvent(onEnded);
  const source = useHlsSource(videoRef, {
    masterUrl: quality.sourceUrl,
    // -1: hls.js starts at the live edge less its target latency.
    startPosition: () => -1,
    autoplay: settings.autoplay,
    maxAutoHeight: dataSaverHeight,
    onExpired: onRenew,
    config: liveHlsConfig,
    keepPosition: false,
    onLevelDetails: (details) => {
      if (details.targetduration > 0) setSegmentSeconds(details.targetduration);
      if (!details.live) onEnded();
    },
  });
  const controls = useControlsVisibility(media.playing, menuOpen);
  const fullscreen = useFullscreen(frameRef, videoRef);
  const actions = usePlayerActions(videoRef, media.muted, controls, source);

  // Native playback (iPhone) has no playlist events: the end of the media is the end of the live.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onMediaEnded = () => ended();
    video.addEventListener('ended', onMediaEnded);
    return () => video.removeEventListener('ended', onMediaEnded);
  }, []);

  const behind = secondsBehindEdge(media.currentTime, liveWindow.end);
  const lagging = source.started && isBehindLive(behind, segmentSeconds);
  const dvr = source.started ? dvrWindow(liveWindow.start, liveWindow.end, segmentSeconds) : null;

  const seek = (seconds: number) => {
    const video = videoRef.current;
    controls.poke();
    if (video && dvr) video.currentTime = clampToDvr(seconds, dvr, segmentSeconds);
  };
  const jumpToLive = () => {
    const video = videoRef.current;
    controls.poke();
    if (!video) return;
    video.currentTime = liveJumpTarget(liveWindow.end, segmentSeconds, source.liveSyncPosition());
    if (video.paused) void video.play().catch(() => undefined);
  };

  const shortcuts = { ' ': actions.togglePlay, k: actions.togglePlay, m: actions.toggleMute, f: fullscreen.toggle, l: jumpToLive };

  return (
    <PlayerFrame frameRef={frameRef} videoRef={videoRef} label={livesTexts.player.label} controls={controls} shortcuts={shortcuts}>
      <video
        ref={videoRef}
        data-testid="live-video"
        className="player__video"
        poster={poster}
        playsInline
        preload="none"
        onClick={actions.onSurfaceClick}
      />
      <span className={cx('live-player__badge', lagging && 'live-player__badge--behind')} aria-hidden>
        {liveMessages.directBadge}
      </span>
      <PlayerOverlays poster={poster} audioOnly={quality.audioOnly} playing={media.playing} buffering={media.buffering} failed={source.failed} onRetry={onRenew} />
      <div className={cx('player__controls', !controls.visible && 'player__controls--hidden')}>
        {dvr && <DvrSlider position={media.currentTime} window={dvr} onSeek={seek} />}
        <div className="player__bar">
          <PlayButton playing={media.playing} onToggle={actions.togglePlay} />
          <VolumeControl media={media} onToggleMute={actions.toggleMute} onVolume={actions.setVolume} />
          {lagging ? (
            <button type="button" className="player__button live-player__jump" onClick={jumpToLive}>
              <SkipForward size={16} aria-hidden /> {livesTexts.player.backToLive}
            </button>
          ) : (
            <span className="live-player__on-edge">
              <span className="live-dot" aria-hidden /> {liveMessages.directBadge}
            </span>
          )}
          <span className="player__spacer" />
          <PlayerQualityMenu
            renditions={playback.renditions}
            source={source}
            quality={quality}
            dataSaverHeight={dataSaverHeight}
            open={menuOpen}
            onOpenChange={setMenuOpen}
          />
          <FullscreenButton active={fullscreen.active} onToggle={fullscreen.toggle} />
        </div>
      </div>
    </PlayerFrame>
  );
}
