import { liveMessages, TIERS, type LiveStream, type Tier } from '@kora/shared';
import { CalendarClock, Film, Hourglass, RefreshCw, WifiOff } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/button';
import { liveKeys } from '../api/live-keys';
import { livePlaybackRefusal, useLivePlayback } from '../api/get-live-playback';
import { livesTexts } from '../lives-texts';
import { Countdown } from './countdown';
import { LiveThumbnail } from './live-card';
import { PremiumWall } from './premium-wall';

// The player (and hls.js after it) is its own chunk: the page, its state and the wall show without it.
const LivePlayer = lazy(() => import('../player/live-player'));

/** A message in place of the player, over the live's picture. */
function Panel({ live, icon, title, children, busy }: { live: LiveStream; icon?: ReactNode; title?: string; children?: ReactNode; busy?: boolean }) {
  return (
    <div className="live-stage__panel" aria-busy={busy || undefined}>
      <LiveThumbnail live={live} behindText />
      <div className="live-panel">
        {icon}
        {title && <h2 className="live-panel__title">{title}</h2>}
        {children}
      </div>
    </div>
  );
}

/** The tier a 403 tier_required names, else the live's own. */
function requiredTierOf(error: unknown, live: LiveStream): Tier {
  const named = (error as { body?: { requiredTier?: unknown } } | null)?.body?.requiredTier;
  return TIERS.find((tier) => tier === named) ?? live.requiredTier;
}

/** The ended live: 'Revoir' opens its replay once it is a video, else it is being prepared. */
function Ended({ live }: { live: LiveStream }) {
  return (
    <Panel live={live} icon={<Film size={28} aria-hidden />} title={livesTexts.stage.endedTitle}>
      {live.replayVideoId ? (
        <ButtonLink to={`/video/${live.replayVideoId}`}>{liveMessages.replay}</ButtonLink>
      ) : (
        <p>{livesTexts.stage.replayPreparing}</p>
      )}
    </Panel>
  );
}

/**
 * The top of the live viewer, by where the live is: the countdown to a scheduled live, 'Le direct va
 * commencer' while no picture arrives, the player on air (or the 'Contenu Premium' wall when the
 * server says tier_required), 'Revoir' once ended — also when the playlist ends while watching.
 */
export function LiveStage({ live }: { live: LiveStream }) {
  const queryClient = useQueryClient();
  const [endedHere, setEndedHere] = useState(false);
  const onAir = live.phase === 'live' && live.signal !== 'waiting' && !endedHere;
  const playback = useLivePlayback(live.id, onAir);
  const refusal = livePlaybackRefusal(playback.error);

  if (live.phase === 'ended' || endedHere) return <Ended live={live} />;
  if (live.phase === 'scheduled') {
    return (
      <Panel live={live} icon={<CalendarClock size={28} aria-hidden />} title={livesTexts.stage.notStartedTitle}>
        {live.scheduledAt ? <Countdown target={live.scheduledAt} /> : <p>{livesTexts.stage.startsSoon}</p>}
      </Panel>
    );
  }
  if (refusal === 'tier_required' || refusal === 'forbidden') return <PremiumWall requiredTier={requiredTierOf(playback.error, live)} />;
  if (!onAir || refusal === 'not_on_air') {
    return (
      <Panel live={live} icon={<Hourglass size={28} aria-hidden />} title={livesTexts.stage.waitingTitle}>
        <p>{livesTexts.stage.waitingText}</p>
      </Panel>
    );
  }
  if (playback.data) {
    const renew = () => {
      if (!playback.isFetching) void playback.refetch();
    };
    const ended = () => {
      setEndedHere(true);
      void queryClient.invalidateQueries({ queryKey: liveKeys.detail(live.id) });
    };
    return (
      <Suspense fallback={<Panel live={live} busy />}>
        <LivePlayer playback={playback.data} poster={live.thumbnailUrl ?? ''} onRenew={renew} onEnded={ended} />
      </Suspense>
    );
  }
  if (playback.isError) {
    return (
      <Panel live={live} icon={<WifiOff size={28} aria-hidden />} title={livesTexts.stage.failedTitle}>
        <p>{livesTexts.stage.failedText}</p>
        <Button size="sm" loading={playback.isFetching} onClick={() => void playback.refetch()}>
          <RefreshCw size={16} aria-hidden /> {livesTexts.retry}
        </Button>
      </Panel>
    );
  }
  return (
    <Panel live={live} busy>
      <span className="player__spinner" role="status" aria-label={livesTexts.stage.loading} />
    </Panel>
  );
}
