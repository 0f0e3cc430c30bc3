import { catalogue, TIERS, type Tier, type Video } from '@kora/shared';
import { Clock, Hourglass, RefreshCw, ShieldX, WifiOff } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessageFromError } from '../../../lib/api-client';
import { NOT_READY_RETRY_MS, playbackErrorCode, usePlayback } from '../api/get-playback';
import { saveProgress } from '../api/save-progress';
import { ScreenTaken } from '../player/screen-taken';
import { VideoPlayer } from '../player/video-player';
import { useWarmPlaylists, warmPlayerCode } from '../player/warm-player';
import { useVideoAccess } from '../video-access';
import { useThemeSettings } from '../../../lib/theme-settings';
import { LockedOverlay } from './locked-overlay';
import { PlaybackPanel } from './playback-panel';
import { posterUrl } from './poster';
import { useScreenRelease } from './use-screen-release';
import { videosWatchTexts } from '../watch-texts';
import { uiTexts } from '../../../components/ui/ui-texts';
import { playerTexts } from '../../../components/player/player-texts';

/** The tier a 403 tier_required names, else the video's own. */
function requiredTierOf(error: unknown, video: Video): Tier {
  const named = (error as { body?: { requiredTier?: unknown } } | null)?.body?.requiredTier;
  return TIERS.find((tier) => tier === named) ?? video.requiredTier;
}

/**
 * The top of the video page: the player once the server hands out playback, or why not — locked
 * ('Débloquer' opens the plan chooser), the monthly free allowance used up, still being prepared
 * (asked again every 10 s), or a network failure with a retry. `startAt`: the second the page's link asks for.
 */
export function PlaybackArea({ video, startAt = null }: { video: Video; startAt?: number | null }) {
  const { playable, onUnlock } = useVideoAccess(video);
  // No playback request for a video the viewer may not watch (the server would refuse it anyway).
  const playback = usePlayback(video.id, playable);
  useScreenRelease(video.id, playable);
  const code = playbackErrorCode(playback.error);
  const dataSaver = useThemeSettings().dataSaver;
  useEffect(() => {
    if (playable) warmPlayerCode();
  }, [playable]);
  useWarmPlaylists(playback.data, dataSaver ? catalogue.dataSaverMaxHeight : null);
  const retry = () => void playback.refetch();
  const panel = (children: ReactNode, busy?: boolean) => (
    <PlaybackPanel thumbnailUrl={video.thumbnailUrl} videoId={video.id} busy={busy}>
      {children}
    </PlaybackPanel>
  );

  if (!playable || code === 'tier_required') {
    return panel(<LockedOverlay tier={requiredTierOf(playback.error, video)} onUnlock={onUnlock} large />);
  }
  if (code === 'watch_time_exhausted') {
    return panel(
      <div className="playback-message" role="alert">
        <Clock size={28} aria-hidden />
        <p className="playback-message__title">{videosWatchTexts.exhaustedTitle}</p>
        <p>{videosWatchTexts.exhausted}</p>
        <Button onClick={onUnlock}>{videosWatchTexts.seePlans}</Button>
      </div>,
    );
  }
  if (code === 'screen_taken') {
    // A newer device took this one's screen: « Regarder ici » takes it back (a start report), then asks again.
    const watchHere = () => void saveProgress(video.id, video.resumeAt, true).then(retry, retry);
    return panel(<ScreenTaken message={serverMessageFromError(playback.error) ?? ''} onWatchHere={watchHere} />);
  }
  if (code === 'video_not_ready') {
    return panel(
      <div className="playback-message" role="status">
        <Hourglass size={28} aria-hidden />
        <p className="playback-message__title">{videosWatchTexts.preparingTitle}</p>
        <p>{videosWatchTexts.preparing(NOT_READY_RETRY_MS / 1000)}</p>
        <Button variant="outline" size="sm" loading={playback.isFetching} onClick={retry}>
          <RefreshCw size={16} aria-hidden /> {uiTexts.retry}
        </Button>
      </div>,
    );
  }
  // While the page asks, the player is already there (poster, Play): a tap then is kept, not lost.
  if (playback.data || playback.isPending) {
    const renew = () => {
      if (!playback.isFetching) retry();
    };
    return (
      <VideoPlayer
        videoId={video.id}
        playback={playback.data}
        duration={video.duration}
        poster={posterUrl(video.thumbnailUrl, video.id)}
        onRenew={renew}
        startAt={startAt}
      />
    );
  }
  // Refused for this viewer (a kids profile and a video above its rating): the server's reason, nothing to retry.
  const refusal = code === 'forbidden' ? serverMessageFromError(playback.error) : undefined;
  if (refusal) {
    return panel(
      <div className="playback-message" role="alert">
        <ShieldX size={28} aria-hidden />
        <p>{refusal}</p>
      </div>,
    );
  }
  if (playback.isError) {
    return panel(
      <div className="playback-message" role="alert">
        <WifiOff size={28} aria-hidden />
        <p className="playback-message__title">{videosWatchTexts.playbackFailedTitle}</p>
        <p>{videosWatchTexts.playbackFailed}</p>
        <Button size="sm" loading={playback.isFetching} onClick={retry}>
          {uiTexts.retry}
        </Button>
      </div>,
    );
  }
  return panel(<span className="player__spinner" role="status" aria-label={playerTexts.loadingVideo} />, true);
}
