import { Bell } from 'lucide-react';
import { Link } from '../../../lib/router';
import { useUnreadCount } from '../api/get-unread-count';
import { badgeText, bellLabel } from '../notification-rules';
import { usePushArrivals } from '../use-push-arrivals';
import '../notification-bell.css';

/**
 * The header's bell: the unread count on a badge (« 9+ » past nine) and, for a screen reader, in its name. It leads to
 * the list, a page of its own rather than a popover: a 360 px screen has no room beside the header, and the list's
 * code loads only when opened.
 */
export function NotificationBell({ to }: { to: string }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  usePushArrivals();
  const badge = badgeText(unread);
  return (
    <Link to={to} className="icon-button notification-bell" aria-label={bellLabel(unread)}>
      <Bell size={22} aria-hidden />
      {badge && (
        <span className="notification-bell__badge" aria-hidden>
          {badge}
        </span>
      )}
    </Link>
  );
}
