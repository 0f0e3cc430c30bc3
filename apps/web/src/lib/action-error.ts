import { liveMessages } from '@kora/shared';
import { actionTexts } from './action-texts';
import { serverMessageFromError } from './api-client';
import { redirectToLogin } from './login-redirect';
import { isUnauthorizedError } from './query-client';
import { toast } from './toast';

/**
 * Marks a mutation whose 401 is handled by {@link toastActionError} ('Session expirée'), not by
 * the global « Session expirée » handling.
 */
export const ownUnauthorized = { handlesUnauthorized: true } as const;

/**
 * The failure of a live or admin action (live-creators-admin.md §8): a lost session is the toast
 * 'Session expirée' then the sign-in redirect after 500 ms; anything else the action's own title
 * ('Impossible de démarrer le live stream'…) with the server's French message when it sent one.
 */
export function toastActionError(error: unknown, title: string): void {
  if (isUnauthorizedError(error)) {
    redirectToLogin({ title: liveMessages.sessionExpired, description: actionTexts.reconnecting });
    return;
  }
  toast({ title, description: serverMessageFromError(error), variant: 'destructive' });
}

/**
 * The onError of a form's request in the live and admin areas, given useForm's failWith: the server's
 * field errors under their fields and the action's toast (`title`, with the server's message); a lost
 * session is 'Session expirée' then the sign-in page.
 */
export function formActionError(failWith: (title: string, fallback: string) => (error: unknown) => void, title: string) {
  return (error: unknown) => {
    failWith(title, actionTexts.retrySoon)(error);
    if (isUnauthorizedError(error)) toastActionError(error, title);
  };
}
