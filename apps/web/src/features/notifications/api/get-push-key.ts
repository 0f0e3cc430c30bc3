import { apiPaths } from '@kora/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

/** The server's VAPID public key (base64url), the applicationServerKey a push subscription is made with. */
export function getPushKey(signal?: AbortSignal) {
  return api('get', apiPaths.pushKey, { signal });
}

/** Asked only when the person turns push on (queryClient.fetchQuery). */
export const pushKeyQueryOptions = queryOptions({
  queryKey: notificationKeys.pushKey,
  queryFn: ({ signal }) => getPushKey(signal),
});
