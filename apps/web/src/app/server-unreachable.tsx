import { WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button';
import { StatusScreen } from '../components/ui/status-screen';

/** The session check failed for another reason than "not signed in" (network down, server error). */
export function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusScreen icon={<WifiOff size={32} aria-hidden />} title="Connexion impossible" actions={<Button onClick={onRetry}>Réessayer</Button>}>
      Kora ne répond pas pour le moment. Vérifiez votre connexion internet puis réessayez.
    </StatusScreen>
  );
}
