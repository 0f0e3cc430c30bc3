import type { ReactNode } from 'react';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCreatorEarnings } from '../../api/get-creator-earnings';
import { EarningsBalances } from './earnings-balances';
import { EarningsCharts } from './earnings-charts';
import { EarningsSponsorships } from './earnings-sponsorships';
import { PayoutForm } from './payout-form';
import { creatorEarningsTexts } from './earnings-texts';
import { PayoutList } from './payout-list';
import '../../../../components/payment/payment-fields.css';
import './earnings.css';

/** A titled block of the tab. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="earnings-section" aria-labelledby={id}>
      <h3 id={id} className="earnings-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * 'Revenus', its own chunk: the balances per currency, 'Demander un versement', the net
 * earned per week, the sponsorships received (with Kora's share) and the payouts with their status.
 */
export default function EarningsTab() {
  const earnings = useCreatorEarnings();
  if (earnings.isPending) {
    return (
      <div className="earnings" aria-busy="true" aria-label={creatorEarningsTexts.loading}>
        <Skeleton height="9rem" />
        <Skeleton height="14rem" />
      </div>
    );
  }
  if (earnings.isError) {
    return (
      <div className="dashboard-message">
        <RetryMessage text={creatorEarningsTexts.loadFailed} onRetry={() => void earnings.refetch()} />
      </div>
    );
  }
  const { data } = earnings;
  return (
    <div className="earnings">
      <EarningsBalances earnings={data} />
      <PayoutForm earnings={data} />
      <EarningsCharts weeks={data.weeks} />
      <Block id="earnings-sponsorships-title" title={creatorEarningsTexts.sponsorships.title}>
        <EarningsSponsorships earnings={data} asOf={earnings.dataUpdatedAt} />
      </Block>
      <Block id="earnings-payouts-title" title={creatorEarningsTexts.payouts.title}>
        <PayoutList payouts={data.payouts} />
      </Block>
    </div>
  );
}
