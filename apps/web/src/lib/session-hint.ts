import type { QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@kora/shared/api-paths';
import { isKidsProfile } from './kids-profile';

/** Where this device notes that someone was signed in when the app last knew, and whether on a kids profile. */
export const SESSION_HINT_KEY = 'kora.session-hint';

export type SessionHint = 'member' | 'kids';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const deviceStore = (): Store | null => globalThis.localStorage ?? null;

/**
 * What the app last knew of the session on this device, for the boot script: home's code and reads can start with
 * the session check rather than a round trip after it. Only a guess (the session is the HttpOnly cookie's): the
 * boot script drops what it started when the check says nobody is signed in, and every rule stays the server's.
 */
export function sessionHint(store: Store | null = deviceStore()): SessionHint | null {
  try {
    const hint = store?.getItem(SESSION_HINT_KEY);
    return hint === 'member' || hint === 'kids' ? hint : null;
  } catch {
    // Blocked storage: no guess.
    return null;
  }
}

/** Notes the signed-in user's kind of profile, or forgets the session (signed out, expired). */
export function keepSessionHint(user: Parameters<typeof isKidsProfile>[0], store: Store | null = deviceStore()): void {
  try {
    if (user) store?.setItem(SESSION_HINT_KEY, isKidsProfile(user) ? 'kids' : 'member');
    else store?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Blocked or full storage: the boot script waits for the session check, as without a hint.
  }
}

/** Keeps the hint up to date with the app's answer to GET /api/auth/user, however it changes (read, sign-in, sign-out, expiry). */
export function followSessionHint(queryClient: QueryClient, store: Store | null = deviceStore()): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== apiPaths.authUser) return;
    const { status, data } = event.query.state;
    if (status === 'success') keepSessionHint(data as Parameters<typeof isKidsProfile>[0], store);
  });
}
