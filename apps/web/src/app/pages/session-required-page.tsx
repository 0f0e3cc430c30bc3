import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { StatusScreen } from '../../components/ui/status-screen';
import { notifySessionExpired } from '../session-expired';

/** A page of the signed-in set opened without a session: toast, then sign-in (viewer.md §4 Authentication). */
export default function SessionRequiredPage() {
  useEffect(notifySessionExpired, []);
  return (
    <StatusScreen icon={<LogIn size={32} aria-hidden />} title="Connexion requise" busy>
      Redirection vers la page de connexion…
    </StatusScreen>
  );
}
