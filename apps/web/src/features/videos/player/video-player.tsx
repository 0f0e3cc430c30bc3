import { catalogue, type Playback } from '@kora/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { renditionsAsPlayed } from '../../../components/player/audio-rendition';
import { PlayerFrame } from '../../../components/player/player-frame';
import { PlayerOverlays } from '../../../components/player/player-overlays';
import { PlayerQualityMenu } from '../../../components/player/player-quality-menu';
import { PlayerSubtitlesMenu } from '../../../components/player/player-subtitles-menu';
import { useSubtitleSettings } from '../../../components/player/subtitle-settings';
import { SubtitleTrackElements } from '../../../components/player/subtitle-track-elements';
import { useControlsVisibility } from '../../../components/player/use-controls-visibility';
import { useFullscreen } from '../../../components/player/use-fullscreen';
import { useHlsSource } from '../../../components/player/use-hls-source';
import { useMediaState } from '../../../components/player/use-media-state';
import { usePlayerActions } from '../../../components/player/use-player-actions';
import { usePlaybackAsPlayed } from '../../../components/player/use-playback-as-played';
import { useQualityChoice } from '../../../components/player/use-quality-choice';
import { useSubtitleTracks } from '../../../components/player/use-subtitle-tracks';
import { useThemeSettings } from '../../../lib/theme-settings';
import { useSaveSubtitleChoice } from '../api/save-subtitle-choice';
import { CostLine } from './cost-line';
import { PlayerControls } from './player-controls';
import { ScreenTaken } from './screen-taken';
import { startPoint } from './start-point';
import { useProgressReporter } from './use-progress-reporter';
import { videosWatchTexts } from '../watch-texts';
import '../../../components/player/player.css';

interface VideoPlayerProps {
  videoId: string;
  /** Undefined while the page still asks for it: the player is already there, and Play pressed then is kept. */
  playback: Playback | undefined;
  /** Seconds, from the catalogue: shown until the media knows its own length. */
  duration: number;
  poster: string;
  /** The signed URLs were refused or playback failed: ask the server for new ones. */
  onRenew: () => void;
  /** The second the page's link asks for (`?t=`), played from instead of the resume point; null: none. */
  startAt?: number | null;
}

type Menu = 'quality' | 'subtitles';
/** Opening a menu closes the other; closing one leaves the other as it is. */
const menuAfter = (menu: Menu, open: boolean) => (shown: Menu | null) => (open ? menu : shown === menu ? null : shown);

/**
 * The full player (viewer.md §2 /video/{id}): HLS with adaptive or locked quality, resume (or the link's `?t=`), progress
 * saving (the screen taken as playback starts; told when a newer device takes it), controls that hide 3 s into playback, buffering indicator,
 * subtitles (« Sous-titres »: the profile's last language when the video has it, saved at each change), keyboard shortcuts (space/k,
 * arrows, m, f, c). The <video> is data-testid="player-video".
 */
export function VideoPlayer({ videoId, playback, duration, poster, onRenew, startAt = null }: VideoPlayerProps) {
  const settings = useThemeSettings();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  /** Where the viewer moved before playing; null: the resume point, once playback is known. */
  const [movedTo, setMovedTo] = useState<number | null>(null);
  const pendingStart = movedTo ?? startPoint(startAt, playback?.resumeAt ?? 0, duration);
  /** One menu open at a time; the controls stay while one is. */
  const [openMenu, setOpenMenu] = useState<Menu | null>(null);
  // Stable: each menu's effect (focus, outside taps) depends on it.
  const setQualityOpen = useCallback((open: boolean) => setOpenMenu(menuAfter('quality', open)), []);
  const setSubtitlesOpen = useCallback((open: boolean) => setOpenMenu(menuAfter('subtitles', open)), []);
  // The master this browser plays (AV1 where it decodes the copies), and what each rung costs here: the audio-only
  // one at its Opus copy's figure where this browser plays that copy.
  const played = usePlaybackAsPlayed(playback);
  const renditions = useMemo(() => renditionsAsPlayed(played?.renditions ?? []), [played?.renditions]);
  const quality = useQualityChoice(played?.masterUrl ?? '', renditions);
  const media = useMediaState(videoRef);
  const saveSubtitleChoice = useSaveSubtitleChoice(videoId);
  const subtitles = useSubtitleTracks(videoRef, { tracks: playback?.subtitles, preferred: playback?.subtitleLanguage, onChoose: saveSubtitleChoice, onLoadError: onRenew });
  const subtitleSettings = useSubtitleSettings();
  /** Where Kora plays now, when a newer device of the account took this screen. */
  const [screenTaken, setScreenTaken] = useState<string | null>(null);
  // Before the source: on leaving, the position is saved before the source is torn down.
  useProgressReporter(videoRef, videoId, media.playing, setScreenTaken);
  const dataSaverHeight = settings.dataSaver ? catalogue.dataSaverMaxHeight : null;
  const source = useHlsSource(videoRef, {
    masterUrl: quality.sourceUrl,
    startPosition: () => pendingStart,
    autoplay: settings.autoplay,
    maxAutoHeight: dataSaverHeight,
    onExpired: onRenew,
    vod: true,
  });
  // The 3 s count from the moving picture: while the first segment comes, the spinner and the controls stay.
  const controls = useControlsVisibility(media.playing && !media.buffering, openMenu !== null);
  const fullscreen = useFullscreen(frameRef, videoRef);
  const totalDuration = media.duration || duration;
  const position = source.started ? media.currentTime : pendingStart;

  const { togglePlay, toggleMute, setVolume, onSurfaceClick } = usePlayerActions(videoRef, media.muted, controls, source);
  const seek = (seconds: number) => {
    const video = videoRef.current;
    controls.poke();
    if (!source.started) setMovedTo(seconds);
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = seconds;
  };
  // Another `?t=` for the same video (back and forward between two moments): the page stays, the video moves there
  // (before the first frame, pendingStart already follows it).
  const askedStart = useRef(startAt);
  useEffect(() => {
    if (startAt === askedStart.current) return;
    askedStart.current = startAt;
    const video = videoRef.current;
    if (startAt !== null && video && video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = startAt;
  }, [startAt]);

  const shortcuts = {
    ' ': togglePlay,
    k: togglePlay,
    ArrowLeft: () => seek(Math.max(0, position - catalogue.skipSeconds)),
    ArrowRight: () => seek(Math.min(totalDuration, position + catalogue.skipSeconds)),
    m: toggleMute,
    f: fullscreen.toggle,
    ...(subtitles.tracks.length > 0 && { c: subtitles.toggle }),
  };

  return (
    <PlayerFrame frameRef={frameRef} videoRef={videoRef} label={videosWatchTexts.player} controls={controls} shortcuts={shortcuts} subtitleSettings={subtitleSettings}>
      <video ref={videoRef} data-testid="player-video" className="player__video" poster={poster} playsInline preload="metadata" onClick={onSurfaceClick}>
        <SubtitleTrackElements tracks={subtitles.tracks} defaultLanguage={subtitles.startLanguage} />
      </video>
      <PlayerOverlays poster={poster} audioOnly={quality.audioOnly} playing={media.playing} buffering={media.buffering} failed={source.failed} onRetry={onRenew} />
      {!source.started && playback && (
        <CostLine
          renditions={renditions}
          choice={quality.audioOnly ? 'audio' : source.lockedHeight}
          maxAutoHeight={dataSaverHeight}
          durationSeconds={totalDuration}
        />
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
        thumbnailsUrl={playback?.thumbnailsUrl}
        subtitles={<PlayerSubtitlesMenu subtitles={subtitles} open={openMenu === 'subtitles'} onOpenChange={setSubtitlesOpen} />}
        quality={
          <PlayerQualityMenu
            renditions={renditions}
            source={source}
            quality={quality}
            dataSaverHeight={dataSaverHeight}
            open={openMenu === 'quality'}
            onOpenChange={setQualityOpen}
          />
        }
      />
      {/* Over the controls: at 360 px the message reaches down to them. */}
      {screenTaken !== null && (
        <ScreenTaken
          message={screenTaken}
          onWatchHere={() => {
            setScreenTaken(null);
            void videoRef.current?.play().catch(() => undefined);
          }}
        />
      )}
    </PlayerFrame>
  );
}
