import { ArrowLeft, Home } from 'lucide-react';
import { useLocation, useNavigate } from '../../lib/router';
import { Button, ButtonLink } from '../../components/ui/button';
import { StatusScreen } from '../../components/ui/status-screen';

/** Any unknown path, in both route sets (viewer.md §2 Not-found). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      code="404"
      title="Page introuvable"
      actions={
        <>
          <ButtonLink to="/">
            <Home size={18} aria-hidden /> Retour à l'accueil
          </ButtonLink>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft size={18} aria-hidden /> Page précédente
          </Button>
        </>
      }
    >
      <p>La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <p className="status-screen__path">
        <code>{pathname}</code>
      </p>
    </StatusScreen>
  );
}
