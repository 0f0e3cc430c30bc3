import { profileMessages, toastMessages } from '@kora/shared';
import { Home, ShieldX, Users } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { useLocation } from '../../lib/router';
import { StatusScreen } from '../../components/ui/status-screen';
import { profilePickerPath } from '../route-paths';
import { uiTexts } from '../../components/ui/ui-texts';
import { appPagesTexts } from './pages-texts';

/**
 * A creator or admin page opened by someone without that role; /admin says it is for administrators only. `kids`: a
 * page a kids profile may not use (paying, creating, the admin area), with the way to another profile.
 */
export default function AccessDeniedPage({ kids = false }: { kids?: boolean }) {
  const admins = useLocation().pathname.startsWith('/admin');
  return (
    <StatusScreen
      icon={<ShieldX size={32} aria-hidden />}
      title={toastMessages.accessDenied}
      actions={
        <>
          <ButtonLink to="/">
            <Home size={18} aria-hidden /> {uiTexts.backHome}
          </ButtonLink>
          {kids && (
            <ButtonLink to={profilePickerPath} variant="outline">
              <Users size={18} aria-hidden /> {profileMessages.switchProfile}
            </ButtonLink>
          )}
        </>
      }
    >
      {kids
        ? profileMessages.kidsRefused
        : admins
          ? appPagesTexts.adminsOnly
          : appPagesTexts.creatorsOnly}
    </StatusScreen>
  );
}
