import { UNSUBSCRIBE_PAGE } from '@kora/shared';
/** The full player (viewer.md §2 /video/{id}: /video-new/{id} is the same screen). */
export const videoPaths = ['/video/:id', '/video-new/:id'] as const;

/** The demo-style player. */
export const demoVideoPath = '/video-old/:id';

/** The live page (live-creators-admin.md §2): signed out, it says 'Accès restreint' before sign-in. */
export const livePath = '/live';

/**
 * The live viewer: the id from the route, or the query parameter stream (fallback: the demo live),
 * and the demo live page that always opens the demo live (live-creators-admin.md §2).
 */
export const liveViewerPaths = { byRoute: '/live-viewer/:streamId', byQuery: '/live-viewer', demo: '/live/watch' } as const;

/** The watching profile's history (« Continuer à regarder », « Déjà vus »). */
export const historyPath = '/watch';

/** The payment pages (viewer.md §2): every member may pay; signed out, they send to sign-in. */
export const paymentPaths = {
  subscribe: '/subscribe',
  hub2Payment: '/hub2-payment',
  hub2Success: '/hub2-success',
  hub2Error: '/hub2-error',
} as const;

/**
 * The creator pages (live-creators-admin.md §2). Decision (docs/decisions.md): every signed-in person may open
 * all three. A simple user who has just applied follows their application on /creator-status, and
 * /creator-dashboard without a creator profile says 'Accès non autorisé' with a link to
 * /creator-application (the spec's own text for that case); the server refuses every creator call
 * to anyone who is not a creator. /creator/:id is a public channel page.
 */
export const creatorPagePaths = {
  application: '/creator-application',
  status: '/creator-status',
  dashboard: '/creator-dashboard',
  channel: '/creator/:id',
} as const;

/** My downloads on this phone. */
export const downloadsPath = '/downloads';

/** « Qui regarde ? »: the profile watching on this device (after signing in with several, and from the header). */
export const profilePickerPath = '/profils';

/** /settings opened on its « Profils » tab. */
export const profileSettingsPath = '/settings?tab=profiles';

/** The notifications the header's bell leads to. */
export const notificationsPath = '/notifications';

/** /settings opened on its « Notifications » tab. */
export const notificationSettingsPath = '/settings?tab=notifications';

/** The page an e-mail's « se désabonner » link opens (?token=…): signed in or not. */
export const unsubscribePath = UNSUBSCRIBE_PAGE;

/** Paths of the signed-in route set (viewer.md §2) that every member may open. */
export const memberPaths = [
  downloadsPath,
  notificationsPath,
  profilePickerPath,
  ...videoPaths,
  demoVideoPath,
  ...Object.values(liveViewerPaths),
  historyPath,
  ...Object.values(paymentPaths),
  ...Object.values(creatorPagePaths),
] as const;

/** The upload page (live-creators-admin.md §2 'Video upload'). */
export const uploadPath = '/upload';

/**
 * The go-live pages (GO_LIVE_PAGES of the shared contract): their document may use the camera and
 * microphone, so every link into them reloads the document (the router's reloadDocument).
 */
export const goLivePaths = { stream: '/stream', testLive: '/test-live' } as const;

/** Paths that creators and administrators may open (others are told 'Accès refusé'). */
export const creatorPaths = [uploadPath, ...Object.values(goLivePaths)] as const;

/** The admin area and its sections (/admin/<section>): one route, so moving between sections keeps its frame. */
export const adminPaths = ['/admin/*'] as const;

/** Paths of the signed-out set; a signed-in visitor who opens one is sent home. */
export const guestOnlyPaths = ['/landing', '/login', '/register', '/forgot-password', '/reset-password'] as const;

/** Every path that needs a session, besides /, /settings and /live (handled on their own). */
export const sessionPaths = [...memberPaths, ...creatorPaths, ...adminPaths, '/clear-session'] as const;

/**
 * The creator pages that, signed out, say 'Connexion requise' with their buttons instead of the
 * sign-in redirect (live-creators-admin.md §2).
 */
export const signedOutCreatorPaths: readonly string[] = [creatorPagePaths.application, creatorPagePaths.status];

/** The paths that, signed out, send the visitor to sign in (SessionRequiredPage). */
export const signInRedirectPaths = sessionPaths.filter((path) => !signedOutCreatorPaths.includes(path));
