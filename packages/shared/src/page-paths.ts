/**
 * Pages of the web app that the server must know about, written once for the page's router
 * and the server's response headers.
 */

/**
 * The pages from which a creator goes live with the browser's camera and microphone
 * (viewer.md §2 /stream and /test-live; live-creators-admin.md). Their HTML document is sent
 * with `Permissions-Policy: camera=(self), microphone=(self)`; every other document forbids
 * both. A permissions policy belongs to the document: a client-side navigation keeps the
 * policy of the page it started from, so every link into these pages must load the document
 * anew (React Router's `reloadDocument`), and links out of them should too.
 */
export const GO_LIVE_PAGES = ['/stream', '/test-live'] as const;

/** Whether a document's path (query string and one trailing slash ignored) is one of {@link GO_LIVE_PAGES}. */
export function isGoLivePage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (GO_LIVE_PAGES as readonly string[]).includes(trimmed);
}

/**
 * The pages a shared link shows a preview of (the Open Graph tags of the document the server answers for them), by
 * the kind of item their `:id` names: every path the web app routes to that item's page (apps/web route-paths.ts; a
 * unit test there holds the two together), and its canonical one, the address a preview names.
 */
export const SHARED_PAGES = {
  video: { canonical: '/video/:id', paths: ['/video/:id', '/video-new/:id'] },
  live: { canonical: '/live-viewer/:id', paths: ['/live-viewer/:id'] },
  creator: { canonical: '/creator/:id', paths: ['/creator/:id'] },
} as const;
export type SharedPageKind = keyof typeof SHARED_PAGES;

/** The canonical path of an item's page ('/video/<id>'), the one a shared link gives. */
export function sharedPagePath(kind: SharedPageKind, id: string): string {
  return SHARED_PAGES[kind].canonical.replace(':id', encodeURIComponent(id));
}

/**
 * The sandbox's payment page behind a Hub2 `payment_link` (sandbox mode only): served by Kora's
 * server from its own origin, so a phone on the network reaches it. GET shows it; a form POST with
 * outcome=success|failure pays or refuses "on the phone", then goes to return_url or cancel_url.
 */
export const HUB2_SANDBOX_PAYMENT_PAGE = '/sandbox/hub2/pay/:id';

/** The page an e-mail's unsubscribe link opens (`?token=`): it asks before acting, since mail scanners open links. */
export const UNSUBSCRIBE_PAGE = '/notifications/desabonnement';
