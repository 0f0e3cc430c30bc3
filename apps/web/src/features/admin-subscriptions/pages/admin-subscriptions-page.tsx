import { Skeleton } from '../../../components/ui/skeleton';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useAdminSubscriptions } from '../api/get-admin-subscriptions';
import { LatestPayments } from '../components/latest-payments';
import { MonthlyCharts } from '../components/monthly-charts';
import { OverviewCards } from '../components/overview-cards';
import { adminSubscriptionsTexts as t } from '../admin-subscriptions-texts';
import '../admin-subscriptions.css';

/** Placeholders in the shape of the figures, the charts and the list. */
function OverviewSkeleton() {
  return (
    <div className="subscriptions-skeleton" aria-hidden>
      <Skeleton height="5.5rem" />
      <Skeleton height="7rem" />
      <Skeleton height="14rem" />
      <Skeleton height="10rem" />
    </div>
  );
}

/**
 * 'Abonnements' (live-creators-admin.md §2 'subscriptions overview'): real figures instead
 * of the spec's static samples — paying subscribers per tier, this month's revenue per currency, new
 * subscriptions, cancellations and passes sold, the last 12 months as charts (one per currency), and
 * the latest payments with their status.
 */
export default function AdminSubscriptionsPage() {
  const overview = useAdminSubscriptions();
  return (
    <section className="admin__section" aria-labelledby="admin-subscriptions-title" aria-busy={overview.isPending || undefined}>
      <div>
        <h2 id="admin-subscriptions-title" className="admin__title">
          {t.title}
        </h2>
        <p className="subscriptions-note">{t.note}</p>
      </div>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <RetryMessage text={t.loadFailed} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <OverviewCards overview={overview.data} />
          <section className="subscriptions-block" aria-labelledby="subscriptions-months-title">
            <h3 id="subscriptions-months-title" className="subscriptions-block__title">
              {t.lastMonths}
            </h3>
            <MonthlyCharts months={overview.data.months} />
          </section>
          <section className="subscriptions-block" aria-labelledby="subscriptions-payments-title">
            <h3 id="subscriptions-payments-title" className="subscriptions-block__title">
              {t.latestPayments}
            </h3>
            <LatestPayments payments={overview.data.latestPayments} />
          </section>
        </>
      )}
    </section>
  );
}
