import { Home, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { StatusScreen } from '../../components/ui/status-screen';

/** The one placeholder of the pages that later work will build (videos, live, payments, creators, admin). */
export default function ComingSoonPage() {
  return (
    <StatusScreen
      icon={<Sparkles size={32} aria-hidden />}
      title="Bientôt disponible"
      actions={
        <ButtonLink to="/">
          <Home size={18} aria-hidden /> Retour à l'accueil
        </ButtonLink>
      }
    >
      Cette partie de Kora est en cours de préparation. Revenez très vite !
    </StatusScreen>
  );
}
