import { type AuthUser, can } from '@kora/shared';
import { type ReactElement, useEffect } from 'react';
import { countDataUsageFor } from '../components/player/data-usage';
import { useDeviceProfile } from '../features/downloads/use-device-profile';
import { followAccountLanguage } from '../components/language/choose-language';
import { isKidsProfile } from '../lib/kids-profile';
import { rememberSession } from '../lib/login-redirect';
import { Navigate, Route, Routes } from '../lib/router';
import {
  AccessDeniedPage,
  AdminRoute,
  ClearSessionPage,
  CreatorApplicationPage,
  CreatorChannelRoute,
  CreatorDashboardRoute,
  CreatorStatusPage,
  DemoVideoRoute,
  DownloadsPage,
  HistoryPage,
  HomeRoute,
  LivePages,
  NotFoundPage,
  NotificationsPage,
  PaymentPages,
  ProfilePickerPage,
  SettingsRoute,
  UnsubscribePage,
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
  notificationSettingsPath,
  notificationsPath,
  paymentPaths,
  profilePickerPath,
  profileSettingsPath,
  unsubscribePath,
  historyPath,
  uploadPath,
  videoPaths,
} from './route-paths';

/**
 * The signed-in route set. Creator and admin pages
 * answer 'Accès refusé' to others (the server enforces the same rules on every call), and so do
 * paying, creating and the admin area to a kids profile. Every page may open the plan chooser and
 * knows who is watching (MemberProviders). The downloads kept on this device are the watching profile's: it is
 * remembered for the offline screen, and its downloads synced (useDeviceProfile).
 */
export function AuthenticatedRoutes({ user }: { user: AuthUser }) {
  useDeviceProfile(user.profile.id);
  // Should this session end without signing out, the next visit is told so (« Session expirée »).
  useEffect(rememberSession, []);
  // The language chosen on another device of this account is this one's too.
  useEffect(() => void followAccountLanguage(user.locale), [user.locale]);
  // The data used this month is counted per profile too.
  useEffect(() => countDataUsageFor(user.profile.id), [user.profile.id]);
  const kids = isKidsProfile(user);
  const forAdults = (page: ReactElement) => (kids ? <AccessDeniedPage kids /> : page);
  const forCreators = (page: ReactElement) => forAdults(can(user, 'create') ? page : <AccessDeniedPage />);
  const adminPage = forAdults(can(user, 'administer') ? <AdminRoute /> : <AccessDeniedPage />);
  return (
    <MemberProviders user={user}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/settings" element={<SettingsRoute />} />
        <Route path="/clear-session" element={<ClearSessionPage />} />
        <Route path={downloadsPath} element={<DownloadsPage profileId={user.profile.id} />} />
        <Route path={profilePickerPath} element={<ProfilePickerPage manageTo={profileSettingsPath} />} />
        <Route path={notificationsPath} element={forAdults(<NotificationsPage settingsTo={notificationSettingsPath} />)} />
        <Route path={unsubscribePath} element={<UnsubscribePage settingsTo={notificationSettingsPath} />} />
        {videoPaths.map((path) => (
          <Route key={path} path={path} element={<VideoRoute />} />
        ))}
        <Route path={demoVideoPath} element={<DemoVideoRoute />} />
        <Route path={livePath} element={<LivePages page="live" user={user} />} />
        <Route path={liveViewerPaths.byRoute} element={<LivePages page="viewer" user={user} />} />
        <Route path={liveViewerPaths.byQuery} element={<LivePages page="viewer-by-query" user={user} />} />
        <Route path={liveViewerPaths.demo} element={<LivePages page="demo" user={user} />} />
        <Route path={historyPath} element={<HistoryPage />} />
        {(Object.keys(paymentPaths) as Array<keyof typeof paymentPaths>).map((page) => (
          <Route key={page} path={paymentPaths[page]} element={forAdults(<PaymentPages page={page} user={user} />)} />
        ))}
        <Route path={uploadPath} element={forCreators(<UploadRoute />)} />
        <Route path={goLivePaths.stream} element={forCreators(<LivePages page="stream" user={user} />)} />
        <Route path={goLivePaths.testLive} element={forCreators(<LivePages page="test-live" user={user} />)} />
        <Route path={creatorPagePaths.application} element={forAdults(<CreatorApplicationPage user={user} />)} />
        <Route path={creatorPagePaths.status} element={forAdults(<CreatorStatusPage user={user} />)} />
        <Route path={creatorPagePaths.dashboard} element={forAdults(<CreatorDashboardRoute />)} />
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
