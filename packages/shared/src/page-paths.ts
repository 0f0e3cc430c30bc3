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
 * The sandbox's payment page behind a Hub2 `payment_link` (sandbox mode only): served by Kora's
 * server from its own origin, so a phone on the network reaches it. GET shows it; a form POST with
 * outcome=success|failure pays or refuses "on the phone", then goes to return_url or cancel_url.
 */
export const HUB2_SANDBOX_PAYMENT_PAGE = '/sandbox/hub2/pay/:id';
