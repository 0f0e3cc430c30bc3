import { apiPaths, toastMessages } from '@kora/shared';
import { FileSearch, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass, ButtonLink } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { creatorsTexts } from '../creators-texts';

/** The sign-in button's content, in the page's language (drawn, never made when the module loads). */
function SignIn() {
  return (
    <>
      <LogIn size={18} aria-hidden /> {creatorsTexts.signedOut.signIn}
    </>
  );
}

type Page = 'application' | 'status';

/** What each page says and offers, read when it is drawn. */
const screens = (): Record<Page, { text: string; actions: ReactNode }> => ({
  application: {
    text: creatorsTexts.signedOut.application,
    actions: (
      <>
        <ButtonLink to="/login">
          <SignIn />
        </ButtonLink>
        <ButtonLink to="/creator-status" variant="outline">
          <FileSearch size={18} aria-hidden /> {creatorsTexts.followApplication}
        </ButtonLink>
      </>
    ),
  },
  status: {
    text: creatorsTexts.signedOut.status,
    // The server's sign-in endpoint: a full-page navigation, not a route of the app.
    actions: (
      <a href={apiPaths.loginRedirect} className={buttonClass({})}>
        <SignIn />
      </a>
    ),
  },
});

/**
 * The creator pages opened without a session (live-creators-admin.md §2), which say so instead of
 * redirecting: /creator-application shows 'Connexion requise' with the sign-in page (the spec's
 * /auth/login is our /login) and /creator-status; /creator-status asks to sign in through the
 * server's sign-in endpoint (/api/login).
 */
export default function CreatorSignedOutPage({ page }: { page: Page }) {
  const { text, actions } = screens()[page];
  return (
    <StatusScreen icon={<LogIn size={32} aria-hidden />} title={toastMessages.signInRequiredTitle} actions={actions}>
      {text}
    </StatusScreen>
  );
}
