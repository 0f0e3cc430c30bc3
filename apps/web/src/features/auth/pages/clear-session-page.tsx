import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useLogout } from '../api/logout';
import { authTexts } from '../auth-texts';

/**
 * /clear-session: the spec leaves it unspecified; here it signs out everywhere (server session,
 * query cache, local and session storage) and goes to /, for a session in a bad state.
 */
export default function ClearSessionPage() {
  const { mutate } = useLogout();
  useEffect(() => mutate(), [mutate]);
  return (
    <StatusScreen icon={<LogOut size={32} aria-hidden />} title={authTexts.clearSession.title} busy actions={<Skeleton width="12rem" height="0.75rem" />}>
      {authTexts.clearSession.description}
    </StatusScreen>
  );
}
