/** Paths of the signed-in route set (viewer.md §2), by who may open them. */
export const memberPaths = [
  '/video/:id',
  '/video-new/:id',
  '/video-old/:id',
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

export const creatorPaths = ['/upload', '/stream', '/creator-dashboard', '/creator-status', '/test-live'] as const;

export const adminPaths = ['/admin'] as const;

/** Paths of the signed-out set; a signed-in visitor who opens one is sent home. */
export const guestOnlyPaths = ['/landing', '/login', '/register', '/forgot-password', '/reset-password'] as const;

/** Every path that needs a session, besides / and /settings (handled on their own). */
export const sessionPaths = [...memberPaths, ...creatorPaths, ...adminPaths, '/clear-session'] as const;
