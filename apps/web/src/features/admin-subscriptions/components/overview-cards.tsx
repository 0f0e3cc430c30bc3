import { type AdminSubscriptionsOverview, formatPrice, tierLabels } from '@kora/shared';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { adminSubscriptionsTexts as t } from '../admin-subscriptions-texts';

/** A figure with its label (a description list's pair). */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="subscriptions-figure">
      <dt className="subscriptions-figure__label">{label}</dt>
      <dd className="subscriptions-figure__value">{children}</dd>
    </div>
  );
}

/**
 * The figures at a glance: paying subscribers per tier, then this month's revenue (one line per
 * currency, never a total across them), new subscriptions, cancellations and passes sold.
 */
export function OverviewCards({ overview }: { overview: AdminSubscriptionsOverview }) {
  return (
    <>
      <section className="subscriptions-block" aria-labelledby="subscriptions-active-title">
        <h3 id="subscriptions-active-title" className="subscriptions-block__title">
          {t.activeByTier}
        </h3>
        <dl className="subscriptions-figures" data-testid="subscriptions-active">
          {overview.activeByTier.map(({ tier, count }) => (
            <Figure key={tier} label={tierLabels[tier]}>
              {formatNumber(count)}
            </Figure>
          ))}
        </dl>
      </section>
      <section className="subscriptions-block" aria-labelledby="subscriptions-month-title">
        <h3 id="subscriptions-month-title" className="subscriptions-block__title">
          {t.thisMonth}
        </h3>
        <dl className="subscriptions-figures" data-testid="subscriptions-month">
          <Figure label={t.revenue}>
            {overview.revenueThisMonth.length === 0 ? (
              <span className="subscriptions-figure__none">{t.noRevenue}</span>
            ) : (
              <ul className="subscriptions-amounts" role="list">
                {overview.revenueThisMonth.map(({ currency, amount }) => (
                  <li key={currency}>{formatPrice(amount, currency)}</li>
                ))}
              </ul>
            )}
          </Figure>
          <Figure label={t.newSubscriptions}>{formatNumber(overview.newThisMonth)}</Figure>
          <Figure label={t.cancellations}>{formatNumber(overview.cancelledThisMonth)}</Figure>
          <Figure label={t.passesSold}>{formatNumber(overview.passesSoldThisMonth)}</Figure>
        </dl>
      </section>
    </>
  );
}
