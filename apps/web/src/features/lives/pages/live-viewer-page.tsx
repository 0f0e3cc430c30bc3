import { can, categoryLabel, liveMessages, type LiveStream, sharedPagePath, toastMessages, type User } from '@kora/shared';
import { ArrowLeft, Eye, SearchX, ShieldX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ShareButton } from '../../../components/ui/share-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusScreen } from '../../../components/ui/status-screen';
import { ApiError } from '../../../lib/api-client';
import { useLive } from '../api/get-live';
import { LiveBadge } from '../components/live-badge';
import { LiveStage } from '../components/live-stage';
import { PremiumWall } from '../components/premium-wall';
import { formatViewers } from '../live-time';
import { livesTexts } from '../lives-texts';
import '../lives.css';
import '../live-viewer.css';

interface LiveViewerPageProps {
  id: string;
  user: User;
  /**
   * The live's chat panel (live-creators-admin.md §2 'Chat panel'), composed by the app: beside the
   * player on a wide screen, below it on a phone; shown only to a viewer the live is open to.
   */
  chat?: (live: LiveStream) => ReactNode;
  /** People on the live's page now, as the chat's socket counts them (else the live's own figure). */
  viewerCount?: number | null;
}

/** A component rather than an element made once: its words are read as it renders, in the page's language. */
function BackToLives() {
  return (
    <ButtonLink to="/live" variant="outline">
      <ArrowLeft size={18} aria-hidden /> {livesTexts.viewer.backToLives}
    </ButtonLink>
  );
}

/** The page's frame: 'Retour aux lives' and the live's title. */
function ViewerBar({ title }: { title?: string }) {
  return (
    <header className="live-viewer__bar">
      <Link to="/live" className="icon-button" aria-label={livesTexts.viewer.backToLives}>
        <ArrowLeft size={22} aria-hidden />
      </Link>
      {title ? <h1 className="live-viewer__title">{title}</h1> : <Skeleton width="60%" height="1.2rem" />}
    </header>
  );
}

/**
 * The live viewer (live-creators-admin.md §2): back to /live, 'Stream non trouvé', the 'Contenu
 * Premium' wall when the viewer's plan does not include the live, else the live's stage (countdown,
 * waiting, player, replay), its age rating and its chat. The live is asked again every 30 s; the number of viewers
 * shown is the chat's live count when there is one.
 */
export default function LiveViewerPage({ id, user, chat, viewerCount }: LiveViewerPageProps) {
  const live = useLive(id);
  const allowed = live.data !== undefined && can(user, 'watchLive', live.data);

  if (live.isError && !live.data) {
    const missing = live.error instanceof ApiError && (live.error.status === 404 || live.error.status === 400);
    // Refused for this viewer (a kids profile and a live above its rating): the server's reason.
    const refusal = live.error instanceof ApiError && live.error.status === 403 ? live.error.body?.message : undefined;
    if (refusal) {
      return (
        <StatusScreen icon={<ShieldX size={32} aria-hidden />} title={toastMessages.accessDenied} actions={<BackToLives />}>
          {refusal}
        </StatusScreen>
      );
    }
    return missing ? (
      <StatusScreen icon={<SearchX size={32} aria-hidden />} title={liveMessages.notFound} actions={<BackToLives />}>
        {livesTexts.viewer.missing}
      </StatusScreen>
    ) : (
      <StatusScreen
        icon={<WifiOff size={32} aria-hidden />}
        title={livesTexts.viewer.failedTitle}
        actions={
          <>
            <Button onClick={() => void live.refetch()}>{livesTexts.retry}</Button>
            <BackToLives />
          </>
        }
      >
        {livesTexts.viewer.failedText}
      </StatusScreen>
    );
  }

  const data = live.data;
  const viewers = viewerCount ?? data?.viewerCount ?? 0;
  return (
    <div className="live-viewer">
      <ViewerBar title={data?.title} />
      <main className="live-viewer__main">
        <div className="live-viewer__stage">
          {!data ? <Skeleton className="live-viewer__stage-skeleton" /> : allowed ? <LiveStage live={data} /> : <PremiumWall requiredTier={data.requiredTier} />}
        </div>
        {data && (
          <section className="live-viewer__details" aria-label={livesTexts.viewer.about}>
            <p className="live-viewer__meta">
              {data.phase === 'live' && <LiveBadge />}
              {data.phase === 'live' && (
                <span className="live-viewer__viewers">
                  <Eye size={16} aria-hidden /> {formatViewers(viewers)}
                </span>
              )}
              <AgeRatingBadge rating={data.ageRating} />
              <span>{[categoryLabel(data.category), data.creatorName].filter(Boolean).join(' · ')}</span>
            </p>
            {data.description && <p className="live-viewer__description">{data.description}</p>}
            <div>
              <ShareButton title={data.title} path={sharedPagePath('live', data.id)} />
            </div>
          </section>
        )}
        {/* Beside the player on desktop, below it on a phone. */}
        {data && allowed && chat && (
          <aside className="live-viewer__chat" aria-label={livesTexts.viewer.chat} data-testid="live-chat-slot">
            {chat(data)}
          </aside>
        )}
      </main>
    </div>
  );
}
