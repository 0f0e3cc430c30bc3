import { MonitorSmartphone, RefreshCw } from 'lucide-react';
import { serverMessageFromError } from '../../../lib/api-client';
import { Button, ButtonLink } from '../../../components/ui/button';

/**
 * 403 too_many_screens: the plan's screens all play elsewhere. The server's French message says
 * which offer allows how many; the person stops one or signs it out in /settings « Appareils ».
 */
export function ScreensFull({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <div className="playback-message" role="alert" data-testid="screens-full">
      <MonitorSmartphone size={28} aria-hidden />
      <p className="playback-message__title">Trop d’écrans en lecture</p>
      <p>{serverMessageFromError(error)}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', justifyContent: 'center' }}>
        <ButtonLink to="/settings" size="sm">
          Gérer mes appareils
        </ButtonLink>
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          <RefreshCw size={16} aria-hidden /> Réessayer
        </Button>
      </div>
    </div>
  );
}
