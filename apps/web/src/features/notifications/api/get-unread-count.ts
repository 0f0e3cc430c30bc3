import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { UNREAD_REFRESH } from '../notification-rules';
import { notificationKeys } from './notification-keys';

/** How many notifications the person has not read (the bell's badge). */
export function getUnreadCount(signal?: AbortSignal) {
  return api('get', apiPaths.notificationsUnread, { signal });
}

/**
 * The count, asked again every two minutes while the page is visible (never while it is hidden), and when the person
 * comes back to the page or the connection returns if it is older than a minute; a push asks at once
 * (use-push-arrivals.ts).
 */
export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => getUnreadCount(signal),
  staleTime: UNREAD_REFRESH.freshForMs,
  refetchInterval: UNREAD_REFRESH.everyMs,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions);
}
