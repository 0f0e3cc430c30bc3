import { lazy } from 'react';

/* Every page is its own chunk: the first load carries only the router, the session check and the skeleton. */
export const LandingPage = lazy(() => import('../features/landing/pages/landing-page'));
export const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
export const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
export const AdminLoginPage = lazy(() => import('../features/auth/pages/admin-login-page'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
export const ClearSessionPage = lazy(() => import('../features/auth/pages/clear-session-page'));
export const HomeRoute = lazy(() => import('./pages/home-route'));
export const SettingsRoute = lazy(() => import('./pages/settings-route'));
export const VideoRoute = lazy(() => import('./pages/video-route'));
export const DemoVideoRoute = lazy(() => import('./pages/demo-video-route'));
export const NotFoundPage = lazy(() => import('./pages/not-found-page'));
export const UploadRoute = lazy(() => import('./pages/upload-route'));
export const HistoryPage = lazy(() => import('../features/videos/pages/history-page'));
export const AccessDeniedPage = lazy(() => import('./pages/access-denied-page'));
export const SessionRequiredPage = lazy(() => import('./pages/session-required-page'));
export const SettingsSignedOutPage = lazy(() => import('./pages/settings-signed-out-page'));
export const LivePages = lazy(() => import('./lives/live-pages'));
export const AdminRoute = lazy(() => import('./admin/admin-route'));
export const CreatorApplicationPage = lazy(() => import('../features/creators/pages/creator-application-page'));
export const CreatorStatusPage = lazy(() => import('../features/creators/pages/creator-status-page'));
export const CreatorSignedOutPage = lazy(() => import('../features/creators/pages/creator-signed-out-page'));
export const CreatorChannelRoute = lazy(() => import('./pages/creator-channel-route'));
export const CreatorDashboardRoute = lazy(() => import('./pages/creator-dashboard-route'));
export const PaymentPages = lazy(() => import('./payments/payment-pages'));
export const DownloadsPage = lazy(() => import('../features/downloads/pages/downloads-page'));
export const NotificationsPage = lazy(() => import('../features/notifications/pages/notifications-page'));
/** Reached from an e-mail's link, signed in or not. */
export const UnsubscribePage = lazy(() => import('../features/notifications/pages/unsubscribe-page'));
export const ProfilePickerPage = lazy(() => import('../features/profiles/pages/profile-picker-page'));
/** What the app opens on without a connection: the downloads kept on the phone. */
export const OfflinePage = lazy(() => import('../features/downloads/pages/offline-page'));
