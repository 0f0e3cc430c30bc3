import { Route, Routes } from '../lib/router';
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
} from './lazy-pages';
import { creatorPagePaths, livePath, signInRedirectPaths } from './route-paths';

/**
 * The signed-out route set. A path of the signed-in set sends the visitor to sign in, except the
 * creator application and status pages, which say so with their own buttons; others are not found.
 */
export function UnauthenticatedRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/landing" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/admin-login" element={<AdminLoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/settings" element={<SettingsSignedOutPage />} />
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
