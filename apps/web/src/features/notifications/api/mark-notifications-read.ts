import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type NotificationPages, readIn } from '../notification-list-rules';
import { notificationKeys } from './notification-keys';

/** These notifications, or every one when `ids` is absent, as read. */
export function markNotificationsRead(ids?: string[]) {
  return api('post', apiPaths.notificationsRead, { body: ids ? { ids } : {} });
}

/**
 * Marks notifications read: the list and the badge change at once (a tap then leaves the page, the answer arrives
 * later). The server answers with the count; after a failure, the list and the count are asked again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | undefined) => markNotificationsRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const list = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
      if (list) {
        const next = readIn(list, ids);
        queryClient.setQueryData<NotificationPages>(notificationKeys.list, next.list);
        queryClient.setQueryData<{ unread: number }>(notificationKeys.unread, (count) =>
          count ? { unread: ids ? Math.max(0, count.unread - next.newlyRead) : 0 } : count,
        );
      } else if (!ids) queryClient.setQueryData<{ unread: number }>(notificationKeys.unread, { unread: 0 });
    },
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
