import { apiPaths, delays, withNextPath } from '@kora/shared';
import { toast, type ToastInput } from './toast';

let redirecting = false;

/**
 * A destructive toast, then a full-page navigation to the server's sign-in redirect
 * (apiPaths.loginRedirect) after 500 ms (viewer.md §4, live-creators-admin.md §4). Runs once
 * however many requests fail at the same moment: the first toast stays the visible one. The page the
 * person was on goes along (?next=), so signing in brings them back to it.
 */
export function redirectToLogin(message: Omit<ToastInput, 'variant'>): void {
  if (redirecting) return;
  redirecting = true;
  toast({ ...message, variant: 'destructive' });
  window.setTimeout(() => {
    window.location.href = withNextPath(apiPaths.loginRedirect, `${window.location.pathname}${window.location.search}`);
  }, delays.redirectToLoginMs);
}
