import { toastMessages } from '@kora/shared';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { StatusScreen } from '../../components/ui/status-screen';
import { hadSession, redirectToLogin } from '../../lib/login-redirect';
import { notifySessionExpired } from '../session-expired';
import { appPagesTexts } from './pages-texts';

/**
 * A page of the signed-in set opened without a session, then sign-in (viewer.md §4 Authentication). Whoever had a
 * session on this device (it expired, or ended elsewhere) is told so; a visitor who never signed in is only told
 * where to go: « Connexion requise », not an alarm about a session they never had.
 */
export default function SessionRequiredPage() {
  useEffect(() => {
    if (hadSession()) notifySessionExpired();
    else redirectToLogin({ title: toastMessages.signInRequiredTitle, description: toastMessages.signInRequiredDescription }, { alarm: false });
  }, []);
  return (
    <StatusScreen icon={<LogIn size={32} aria-hidden />} title={toastMessages.signInRequiredTitle} busy>
      {appPagesTexts.redirectingToSignIn}
    </StatusScreen>
  );
}
