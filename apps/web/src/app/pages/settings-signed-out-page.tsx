import { delays, toastMessages } from '@kora/shared';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';
import { StatusScreen } from '../../components/ui/status-screen';
import { appPagesTexts } from './pages-texts';

/** /settings without a session: a notice, then home after 500 ms (viewer.md §2 /settings). */
export default function SettingsSignedOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), delays.unauthenticatedSettingsMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <StatusScreen icon={<Lock size={32} aria-hidden />} title={toastMessages.notAuthenticated} busy>
      {appPagesTexts.settingsSignedOut}
    </StatusScreen>
  );
}
