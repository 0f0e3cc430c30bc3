import { toastMessages } from '@kora/shared';
import { Home, ShieldX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { useLocation } from '../../lib/router';
import { StatusScreen } from '../../components/ui/status-screen';

/** A creator or admin page opened by someone without that role; /admin says it is for administrators only. */
export default function AccessDeniedPage() {
  const admins = useLocation().pathname.startsWith('/admin');
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
      {admins
        ? "Cette page est réservée aux administrateurs de Kora. Votre compte ne permet pas d'y accéder."
        : "Cette page est réservée aux créateurs de contenu ou aux administrateurs. Votre compte ne permet pas d'y accéder."}
    </StatusScreen>
  );
}
