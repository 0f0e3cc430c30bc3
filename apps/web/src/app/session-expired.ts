import { apiPaths, delays, toastMessages } from '@kora/shared';
import { toast } from '../lib/toast';

let redirecting = false;

/**
 * The session is gone (viewer.md §4, §8): a destructive toast, then a full-page navigation to
 * the server's sign-in redirect (apiPaths.loginRedirect) after 500 ms. Runs once however many requests fail at the same moment.
 */
export function notifySessionExpired(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: toastMessages.unauthorizedTitle, description: toastMessages.unauthorizedDescription, variant: 'destructive' });
  window.setTimeout(() => {
    window.location.href = apiPaths.loginRedirect;
  }, delays.redirectToLoginMs);
}
