import { toastMessages } from '@kora/shared';
import { redirectToLogin } from '../lib/login-redirect';

/**
 * The session is gone (viewer.md §4, §8): a destructive toast, then a full-page navigation to
 * the server's sign-in redirect after 500 ms. Runs once however many requests fail at the same moment.
 */
export function notifySessionExpired(): void {
  redirectToLogin({ title: toastMessages.unauthorizedTitle, description: toastMessages.unauthorizedDescription });
}
