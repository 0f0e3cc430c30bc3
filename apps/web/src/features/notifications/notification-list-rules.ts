import type { NotificationList } from '@kora/shared';
import type { InfiniteData } from '@tanstack/react-query';

/** A path of this app that a notification may open: '/…' but not '//…' (another site) nor a backslash trick. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}

/** The pages of /notifications as the query cache holds them. */
export type NotificationPages = InfiniteData<NotificationList, string | undefined>;

/** The list as it is once `ids` (all when absent) are read, and how many that reads: what shows before the answer. */
export function readIn(list: NotificationPages, ids: string[] | undefined): { list: NotificationPages; newlyRead: number } {
  let newlyRead = 0;
  const pages = list.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      if (item.read || (ids && !ids.includes(item.id))) return item;
      newlyRead += 1;
      return { ...item, read: true };
    }),
  }));
  // Each page carries the count as it was read; all of them now say the same.
  const unread = (count: number) => (ids ? Math.max(0, count - newlyRead) : 0);
  return { list: { ...list, pages: pages.map((page) => ({ ...page, unread: unread(page.unread) })) }, newlyRead };
}
