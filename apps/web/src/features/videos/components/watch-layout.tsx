import { catalogueMessages, toastMessages } from '@kora/shared';
import { ArrowLeft, SearchX, ShieldX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusScreen } from '../../../components/ui/status-screen';
import { ApiError } from '../../../lib/api-client';
import { videosWatchTexts } from '../watch-texts';
import { uiTexts } from '../../../components/ui/ui-texts';
import '../watch.css';

/** Back to the previous page, or home when the video page was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate('/') : navigate(-1));
}

/**
 * A video page: a slim bar with 'Retour' and the logo, then the player and what follows it. A video
 * opened from the bottom of another page starts at its top: the router does that for every page.
 */
export function WatchLayout({ children }: { children: ReactNode }) {
  const goBack = useGoBack();
  return (
    <div className="watch">
      <header className="watch__bar">
        <button type="button" className="icon-button" aria-label={videosWatchTexts.back} onClick={goBack}>
          <ArrowLeft size={22} aria-hidden />
        </button>
        <Logo />
      </header>
      <main className="watch__main">{children}</main>
    </div>
  );
}

/** The outline of a video page while the video loads. */
export function WatchSkeleton() {
  return (
    <WatchLayout>
      <div aria-busy="true" aria-label={uiTexts.loading}>
        <Skeleton className="watch__stage-skeleton" />
        <div className="watch__details">
          <Skeleton width="70%" height="1.6rem" />
          <Skeleton width="45%" height="1rem" />
        </div>
      </div>
    </WatchLayout>
  );
}

/**
 * The video could not be loaded: 'Vidéo non trouvée' with a back button on 404 (and on 400: the
 * address's id is not an id at all), the server's own reason on 403 (a kids profile opening a video
 * above its rating: « Demandez à un adulte »), else a retry.
 */
export function WatchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const goBack = useGoBack();
  const back = (
    <Button variant="outline" onClick={goBack}>
      <ArrowLeft size={18} aria-hidden /> {videosWatchTexts.back}
    </Button>
  );
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <StatusScreen icon={<SearchX size={32} aria-hidden />} title={catalogueMessages.videoNotFound} actions={back}>
        {videosWatchTexts.notFound}
      </StatusScreen>
    );
  }
  const refusal = error instanceof ApiError && error.status === 403 ? error.body?.message : undefined;
  if (refusal) {
    return (
      <StatusScreen icon={<ShieldX size={32} aria-hidden />} title={toastMessages.accessDenied} actions={back}>
        <p data-testid="watch-refused">{refusal}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      icon={<WifiOff size={32} aria-hidden />}
      title={videosWatchTexts.loadFailedTitle}
      actions={
        <>
          <Button onClick={onRetry}>{uiTexts.retry}</Button>
          {back}
        </>
      }
    >
      {videosWatchTexts.loadFailed}
    </StatusScreen>
  );
}
