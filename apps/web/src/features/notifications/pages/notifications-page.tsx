import { toastMessages } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryMessage } from '../../../components/ui/retry-message';
import { toast, toastRequestError } from '../../../lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationKeys } from '../api/notification-keys';
import { NotificationItem, NotificationListSkeleton } from '../components/notification-item';
import { notificationsTexts } from '../notifications-texts';
import { usePushArrivals } from '../use-push-arrivals';
import '../notifications.css';

/**
 * /notifications, where the header's bell leads: the newest first, a page at a time (« Charger plus »), each opening
 * its page and marked read as it is opened; « Tout marquer comme lu »; the way to the preferences (`settingsTo`).
 */
export default function NotificationsPage({ settingsTo }: { settingsTo: string }) {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const queryClient = useQueryClient();
  usePushArrivals();
  // Ages are counted from when the list was read (the page is not redrawn every minute).
  const now = query.dataUpdatedAt;
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.items) ?? [];
  const unread = pages?.[0]?.unread ?? 0;
  // The badge says what the list just said, without a request of its own.
  useEffect(() => {
    if (pages?.[0]) queryClient.setQueryData(notificationKeys.unread, { unread: pages[0].unread });
  }, [pages, queryClient]);

  const texts = notificationsTexts.list;
  const markOne = (id: string) => markRead.mutate([id]);
  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: () => toast({ title: texts.allRead }),
      onError: (error) => toastRequestError(error, toastMessages.errorTitle, texts.markAllFailed),
    });
  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      if (result.isError) toastRequestError(result.error, toastMessages.errorTitle, texts.loadMoreFailed);
    });

  let content;
  if (query.isPending) content = <NotificationListSkeleton />;
  else if (query.isError && items.length === 0)
    content = (
      <Card className="notif-empty">
        <RetryMessage text={texts.loadFailed} onRetry={() => void query.refetch()} />
      </Card>
    );
  else if (items.length === 0)
    content = (
      <Card className="notif-empty">
        <BellOff size={28} aria-hidden />
        <p className="notif-empty__title">{texts.emptyTitle}</p>
        <p className="notif-empty__text">{texts.emptyText}</p>
      </Card>
    );
  else
    content = (
      <>
        <ul className="notif-list" aria-label={texts.label}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} onRead={markOne} />
          ))}
        </ul>
        {query.hasNextPage && (
          <Button variant="outline" block loading={query.isFetchingNextPage} onClick={loadMore}>
            {texts.loadMore}
          </Button>
        )}
      </>
    );

  return (
    <main className="page notifications-page">
      <PageHeader title={notificationsTexts.title} />
      <div className="notifications-page__actions">
        <Button variant="outline" size="sm" onClick={markAll} disabled={unread === 0 && !items.some((item) => !item.read)} loading={markRead.isPending && markRead.variables === undefined}>
          <CheckCheck size={16} aria-hidden /> {texts.markAll}
        </Button>
        <ButtonLink to={settingsTo} variant="ghost" size="sm">
          <Settings size={16} aria-hidden /> {texts.preferences}
        </ButtonLink>
      </div>
      {content}
    </main>
  );
}
