import { catalogueMessages, liveMessages } from '@kora/shared';
import { Crown, Radio } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { redirectToLogin } from '../../../lib/login-redirect';
import { livesTexts } from '../lives-texts';

/**
 * /live without a session (live-creators-admin.md §2): the toast 'Accès restreint', then the
 * sign-in endpoint after 500 ms; meanwhile the premium teaser with its button to /subscribe.
 */
export default function LiveRestrictedPage() {
  useEffect(() => redirectToLogin({ title: liveMessages.restricted, description: livesTexts.restricted.description }), []);
  return (
    <StatusScreen
      icon={<Radio size={32} aria-hidden />}
      title={livesTexts.restricted.title}
      busy
      actions={
        <ButtonLink to="/subscribe">
          <Crown size={18} aria-hidden /> {catalogueMessages.becomePremium}
        </ButtonLink>
      }
    >
      {livesTexts.restricted.text}
    </StatusScreen>
  );
}
