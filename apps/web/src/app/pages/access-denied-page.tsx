import { toastMessages } from '@kora/shared';
import { Home, ShieldX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { StatusScreen } from '../../components/ui/status-screen';

/** A creator or admin page opened by someone without that role. */
export default function AccessDeniedPage() {
  return (
    <StatusScreen
      icon={<ShieldX size={32} aria-hidden />}
      title={toastMessages.accessDenied}
      actions={
        <ButtonLink to="/">
          <Home size={18} aria-hidden /> Retour à l'accueil
        </ButtonLink>
      }
    >
      Cette page est réservée aux créateurs de contenu ou aux administrateurs. Votre compte ne permet pas d'y accéder.
    </StatusScreen>
  );
}
