import type { AdminOverview as Overview } from '@kora/shared';
import { Link } from '../../../lib/router';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';
import { adminTexts } from '../admin-texts';
import { useAdminOverview } from '../api/get-admin-overview';

/** Each count of the first screen (what it says: adminTexts.overview) and the section (under /admin) where it is dealt with. */
const CARDS: Array<{ key: keyof Overview; to: string }> = [
  { key: 'pendingLives', to: 'live-approvals' },
  { key: 'pendingApplications', to: 'creator-applications' },
  { key: 'pendingPayouts', to: 'payouts' },
  { key: 'pendingVideos', to: 'video-review' },
  { key: 'failedVideos', to: 'videos?status=failed' },
  { key: 'processingVideos', to: 'videos?status=processing' },
  { key: 'signupsToday', to: 'users' },
];

/** What only waits, not what is wrong: processing videos and sign-ups are news, not tasks. */
const NEEDS_ACTION = new Set<keyof Overview>(['pendingLives', 'pendingApplications', 'pendingPayouts', 'pendingVideos', 'failedVideos']);

/**
 * The admin area's first screen: what needs attention, one card a count, each opening
 * the section where it is dealt with. Placeholders of the same size while it loads.
 */
export function AdminOverview() {
  const overview = useAdminOverview();
  if (overview.isError) return <RetryMessage text={adminTexts.overviewFailed} onRetry={() => void overview.refetch()} />;
  return (
    <ul className="admin-overview" role="list" aria-label={adminTexts.toDo} aria-busy={overview.isPending || undefined}>
      {CARDS.map(({ key, to }) => {
        const count = overview.data?.[key];
        return (
          <li key={key}>
            {count === undefined ? (
              <Skeleton className="admin-overview__card" height="5.25rem" />
            ) : (
              <Link to={`/admin/${to}`} className={cx('admin-overview__card', 'card', count > 0 && NEEDS_ACTION.has(key) && 'admin-overview__card--attention')} data-testid={`admin-overview-${key}`}>
                <span className="admin-overview__count">{formatNumber(count)}</span>
                <span className="admin-overview__label">{adminTexts.overview[key](count)}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
