import { apiPaths } from '@kora/shared';
import { FileSearch, LogIn } from 'lucide-react';
import { buttonClass, ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';

const signIn = (
  <>
    <LogIn size={18} aria-hidden /> Se connecter
  </>
);

const screens = {
  application: {
    text: 'Connectez-vous pour devenir créateur sur Kora et déposer votre candidature.',
    actions: (
      <>
        <ButtonLink to="/login">{signIn}</ButtonLink>
        <ButtonLink to="/creator-status" variant="outline">
          <FileSearch size={18} aria-hidden /> Suivre ma candidature
        </ButtonLink>
      </>
    ),
  },
  status: {
    text: 'Connectez-vous pour suivre votre candidature de créateur.',
    // The server's sign-in endpoint: a full-page navigation, not a route of the app.
    actions: (
      <a href={apiPaths.loginRedirect} className={buttonClass({})}>
        {signIn}
      </a>
    ),
  },
};

/**
 * The creator pages opened without a session (live-creators-admin.md §2), which say so instead of
 * redirecting: /creator-application shows 'Connexion requise' with the sign-in page (the spec's
 * /auth/login is our /login) and /creator-status; /creator-status asks to sign in through the
 * server's sign-in endpoint (/api/login).
 */
export default function CreatorSignedOutPage({ page }: { page: keyof typeof screens }) {
  const { text, actions } = screens[page];
  return (
    <StatusScreen icon={<LogIn size={32} aria-hidden />} title="Connexion requise" actions={actions}>
      {text}
    </StatusScreen>
  );
}
