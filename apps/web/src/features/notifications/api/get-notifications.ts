import { apiPaths } from '@kora/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

/** A page of the person's notifications, newest first: the first without `before`, the next with the last page's `nextBefore`. */
export function getNotifications(before: string | undefined, signal?: AbortSignal) {
  return api('get', apiPaths.notifications, { query: before ? { before } : {}, signal });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextBefore ?? undefined,
  // Opening the page shows what is kept at once and asks for what is new (the app's default is never to ask again).
  staleTime: 0,
});

/** The list of /notifications, a page at a time (« Charger plus »). */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}
