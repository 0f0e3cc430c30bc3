import { isAdmin, isCreatorOrAdmin, type User } from '@kora/shared';
import { Navigate, Route, Routes } from 'react-router';
import {
  AccessDeniedPage,
  ClearSessionPage,
  ComingSoonPage,
  HomeRoute,
  NotFoundPage,
  SettingsRoute,
} from './lazy-pages';
import { adminPaths, creatorPaths, guestOnlyPaths, memberPaths } from './route-paths';

/**
 * The signed-in route set. Pages of later work share one placeholder; creator and admin pages
 * answer 'Accès refusé' to others (the server enforces the same rules on every call).
 */
export function AuthenticatedRoutes({ user }: { user: User }) {
  const placeholder = <ComingSoonPage />;
  const creatorPage = isCreatorOrAdmin(user) ? placeholder : <AccessDeniedPage />;
  const adminPage = isAdmin(user) ? placeholder : <AccessDeniedPage />;
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/settings" element={<SettingsRoute />} />
      <Route path="/clear-session" element={<ClearSessionPage />} />
      {memberPaths.map((path) => (
        <Route key={path} path={path} element={placeholder} />
      ))}
      {creatorPaths.map((path) => (
        <Route key={path} path={path} element={creatorPage} />
      ))}
      {adminPaths.map((path) => (
        <Route key={path} path={path} element={adminPage} />
      ))}
      {/* Signed in already: the sign-in screens lead home (an administrator who just signed in, to /admin). */}
      <Route path="/admin-login" element={<Navigate to={isAdmin(user) ? '/admin' : '/'} replace />} />
      {guestOnlyPaths.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/" replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
