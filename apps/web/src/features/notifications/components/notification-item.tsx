import type { AppNotification } from '@kora/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { formatDateTime, formatTimeAgo } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { isAppPath } from '../notification-list-rules';
import { notificationsTexts } from '../notifications-texts';

interface NotificationItemProps {
  item: AppNotification;
  now: number;
  /** Marks it read (it is opened, or the person taps one that leads nowhere). */
  onRead: (id: string) => void;
}

/**
 * One notification: its title, sentence and age, marked while unread (a dot, and « Non lue » for a screen reader).
 * Tapping it opens its page within the app and marks it read.
 */
export function NotificationItem({ item, now, onRead }: NotificationItemProps) {
  const read = () => {
    if (!item.read) onRead(item.id);
  };
  const content = (
    <>
      <span className="notif__dot" aria-hidden />
      <span className="notif__text">
        {!item.read && <span className="sr-only">{notificationsTexts.list.unreadPrefix}</span>}
        <span className="notif__title">{item.title}</span>
        <span className="notif__body">{item.body}</span>
        <time className="notif__date" dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
          {formatTimeAgo(item.createdAt, now)}
        </time>
      </span>
    </>
  );
  return (
    <li className={cx('notif', !item.read && 'notif--unread')} data-testid="notification">
      {isAppPath(item.link) ? (
        <Link to={item.link} className="notif__link" onClick={read}>
          {content}
        </Link>
      ) : (
        <button type="button" className="notif__link" onClick={read}>
          {content}
        </button>
      )}
    </li>
  );
}

/** The list's outline while its first page loads. */
export function NotificationListSkeleton() {
  return (
    <ul className="notif-list" aria-busy="true" aria-label={notificationsTexts.list.loading}>
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="notif notif--skeleton">
          <Skeleton width="70%" height="1rem" />
          <Skeleton width="95%" height="0.85rem" />
          <Skeleton width="5rem" height="0.75rem" />
        </li>
      ))}
    </ul>
  );
}
