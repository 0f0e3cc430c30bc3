import { can, type User } from '@kora/shared';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from '../lib/router';
import {
  AccessDeniedPage,
  AdminRoute,
  ClearSessionPage,
  ComingSoonPage,
  CreatorApplicationPage,
  CreatorChannelRoute,
  CreatorDashboardRoute,
  CreatorStatusPage,
  DemoVideoRoute,
  DownloadsPage,
  HomeRoute,
  LivePages,
  NotFoundPage,
  PaymentPages,
  SettingsRoute,
  UploadRoute,
  VideoRoute,
} from './lazy-pages';
import { MemberProviders } from './member-providers';
import {
  adminPaths,
  demoVideoPath,
  downloadsPath,
  goLivePaths,
  guestOnlyPaths,
  livePath,
  liveViewerPaths,
  creatorPagePaths,
  paymentPaths,
  upcomingMemberPaths,
  uploadPath,
  videoPaths,
} from './route-paths';

/**
 * The signed-in route set. Pages of later work share one placeholder; creator and admin pages
 * answer 'Accès refusé' to others (the server enforces the same rules on every call). Every page
 * may open the plan chooser and knows who is watching (MemberProviders).
 */
export function AuthenticatedRoutes({ user }: { user: User }) {
  const placeholder = <ComingSoonPage />;
  const forCreators = (page: ReactElement) => (can(user, 'create') ? page : <AccessDeniedPage />);
  const adminPage = can(user, 'administer') ? <AdminRoute /> : <AccessDeniedPage />;
  return (
    <MemberProviders user={user}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/settings" element={<SettingsRoute />} />
        <Route path="/clear-session" element={<ClearSessionPage />} />
        <Route path={downloadsPath} element={<DownloadsPage />} />
        {videoPaths.map((path) => (
          <Route key={path} path={path} element={<VideoRoute />} />
        ))}
        <Route path={demoVideoPath} element={<DemoVideoRoute />} />
        <Route path={livePath} element={<LivePages page="live" user={user} />} />
        <Route path={liveViewerPaths.byRoute} element={<LivePages page="viewer" user={user} />} />
        <Route path={liveViewerPaths.byQuery} element={<LivePages page="viewer-by-query" user={user} />} />
        <Route path={liveViewerPaths.demo} element={<LivePages page="demo" user={user} />} />
        {upcomingMemberPaths.map((path) => (
          <Route key={path} path={path} element={placeholder} />
        ))}
        {(Object.keys(paymentPaths) as Array<keyof typeof paymentPaths>).map((page) => (
          <Route key={page} path={paymentPaths[page]} element={<PaymentPages page={page} user={user} />} />
        ))}
        <Route path={uploadPath} element={forCreators(<UploadRoute />)} />
        <Route path={goLivePaths.stream} element={forCreators(<LivePages page="stream" user={user} />)} />
        <Route path={goLivePaths.testLive} element={forCreators(<LivePages page="test-live" user={user} />)} />
        <Route path={creatorPagePaths.application} element={<CreatorApplicationPage user={user} />} />
        <Route path={creatorPagePaths.status} element={<CreatorStatusPage user={user} />} />
        <Route path={creatorPagePaths.dashboard} element={<CreatorDashboardRoute />} />
        <Route path={creatorPagePaths.channel} element={<CreatorChannelRoute />} />
        {adminPaths.map((path) => (
          <Route key={path} path={path} element={adminPage} />
        ))}
        {/* Signed in already: the sign-in screens lead home (an administrator who just signed in, to /admin). */}
        <Route path="/admin-login" element={<Navigate to={can(user, 'administer') ? '/admin' : '/'} replace />} />
        {guestOnlyPaths.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/" replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemberProviders>
  );
}
