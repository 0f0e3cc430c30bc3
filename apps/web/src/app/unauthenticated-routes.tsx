import { withNextPath } from '@kora/shared';
import { getProfiles } from '../features/profiles/api/get-profiles';
import type { SignedInDestination } from '../features/auth/pages/login-page';
import { Route, Routes } from '../lib/router';
import { pathAfterSignIn } from './after-sign-in';
import {
  AdminLoginPage,
  CreatorSignedOutPage,
  ForgotPasswordPage,
  LandingPage,
  LivePages,
  LoginPage,
  NotFoundPage,
  RegisterPage,
  ResetPasswordPage,
  SessionRequiredPage,
  SettingsSignedOutPage,
  UnsubscribePage,
} from './lazy-pages';
import { creatorPagePaths, livePath, notificationSettingsPath, signInRedirectPaths, unsubscribePath } from './route-paths';

/** Once signed in: « Qui regarde ? » first when the account has several profiles. */
const afterSignIn: SignedInDestination = async (next) => pathAfterSignIn((await getProfiles()).profiles, next);

/**
 * The signed-out route set. A path of the signed-in set sends the visitor to sign in, except the
 * creator application and status pages, which say so with their own buttons; others are not found.
 */
export function UnauthenticatedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/landing" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage destination={afterSignIn} />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/admin-login" element={<AdminLoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/settings" element={<SettingsSignedOutPage />} />
      {/* An e-mail's link works without signing in; the preferences ask for it, then open. */}
      <Route path={unsubscribePath} element={<UnsubscribePage settingsTo={withNextPath('/login', notificationSettingsPath)} />} />
      <Route path={livePath} element={<LivePages page="restricted" user={null} />} />
      <Route path={creatorPagePaths.application} element={<CreatorSignedOutPage page="application" />} />
      <Route path={creatorPagePaths.status} element={<CreatorSignedOutPage page="status" />} />
      {signInRedirectPaths.map((path) => (
        <Route key={path} path={path} element={<SessionRequiredPage />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
