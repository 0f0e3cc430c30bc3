import { ArrowLeft, Home } from 'lucide-react';
import { useLocation, useNavigate } from '../../lib/router';
import { Button, ButtonLink } from '../../components/ui/button';
import { StatusScreen } from '../../components/ui/status-screen';
import { uiTexts } from '../../components/ui/ui-texts';
import { appPagesTexts } from './pages-texts';

/** Any unknown path, in both route sets (viewer.md §2 Not-found). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      code="404"
      title={appPagesTexts.notFoundTitle}
      actions={
        <>
          <ButtonLink to="/">
            <Home size={18} aria-hidden /> {uiTexts.backHome}
          </ButtonLink>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft size={18} aria-hidden /> {appPagesTexts.previousPage}
          </Button>
        </>
      }
    >
      <p>{appPagesTexts.notFound}</p>
      <p className="status-screen__path">
        <code>{pathname}</code>
      </p>
    </StatusScreen>
  );
}
