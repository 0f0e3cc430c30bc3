/** The full player (viewer.md §2 /video/{id}: /video-new/{id} is the same screen). */
export const videoPaths = ['/video/:id', '/video-new/:id'] as const;

/** The demo-style player. */
export const demoVideoPath = '/video-old/:id';

/** Signed-in pages of later work, which share one placeholder for now. */
export const upcomingMemberPaths = [
  '/watch',
  '/creator-application',
  '/live',
  '/live/watch',
  '/live-viewer',
  '/live-viewer/:streamId',
  '/subscribe',
  '/hub2-payment',
  '/hub2-success',
  '/hub2-error',
] as const;

/** Paths of the signed-in route set (viewer.md §2) that every member may open. */
export const memberPaths = [...videoPaths, demoVideoPath, ...upcomingMemberPaths] as const;

/** The upload page (live-creators-admin.md §2 'Video upload'). */
export const uploadPath = '/upload';

/** Creator pages of later work, which share the placeholder for now. */
export const upcomingCreatorPaths = ['/stream', '/creator-dashboard', '/creator-status', '/test-live'] as const;

/** Paths that creators and administrators may open (others are told 'Accès refusé'). */
export const creatorPaths = [uploadPath, ...upcomingCreatorPaths] as const;

export const adminPaths = ['/admin'] as const;

/** Paths of the signed-out set; a signed-in visitor who opens one is sent home. */
export const guestOnlyPaths = ['/landing', '/login', '/register', '/forgot-password', '/reset-password'] as const;

/** Every path that needs a session, besides / and /settings (handled on their own). */
export const sessionPaths = [...memberPaths, ...creatorPaths, ...adminPaths, '/clear-session'] as const;
