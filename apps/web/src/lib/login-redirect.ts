import { apiPaths, delays, withNextPath } from '@kora/shared';
import { toast, type ToastInput } from './toast';

let redirecting = false;

/**
 * A destructive toast, then a full-page navigation to the server's sign-in redirect
 * (apiPaths.loginRedirect) after 500 ms (viewer.md §4, live-creators-admin.md §4). Runs once
 * however many requests fail at the same moment: the first toast stays the visible one. The page the
 * person was on goes along (?next=), so signing in brings them back to it.
 */
export function redirectToLogin(message: Omit<ToastInput, 'variant'>, { alarm = true }: { alarm?: boolean } = {}): void {
  if (redirecting) return;
  redirecting = true;
  toast({ ...message, variant: alarm ? 'destructive' : 'default' });
  window.setTimeout(() => {
    window.location.href = withNextPath(apiPaths.loginRedirect, `${window.location.pathname}${window.location.search}`);
  }, delays.redirectToLoginMs);
}

const HAD_SESSION_KEY = 'kora.had-session';

/** Notes that this device had a session (signing out clears it with the rest of the device's storage). */
export function rememberSession(): void {
  try {
    localStorage.setItem(HAD_SESSION_KEY, '1');
  } catch {
    // Storage refused (private mode): a visitor is then told to sign in, never that a session ended.
  }
}

/** Whether a session was open on this device and was not ended by signing out: it expired, or was ended elsewhere. */
export function hadSession(): boolean {
  try {
    return localStorage.getItem(HAD_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}
