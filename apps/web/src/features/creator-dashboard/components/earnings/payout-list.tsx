import { countryLabels, type CreatorEarnings, formatPrice, paymentMethods } from '@kora/shared';
import { PayoutStatusBadge } from '../../../../components/payment/payout-status-badge';
import { formatDateTime } from '../../../../lib/format';
import { creatorEarningsTexts } from './earnings-texts';

/** The creator's payouts, newest first: amount, where it goes, status, and the admin's reason when refused. */
export function PayoutList({ payouts }: { payouts: CreatorEarnings['payouts'] }) {
  const texts = creatorEarningsTexts.payouts;
  if (payouts.length === 0) return <p className="earnings-empty">{texts.empty}</p>;
  return (
    <ul className="earnings-list" role="list">
      {payouts.map((payout) => (
        <li key={payout.id} className="earnings-item card" data-testid="creator-payout">
          <p className="earnings-item__head">
            <strong className="earnings-item__amount">{formatPrice(payout.amount, payout.currency)}</strong>
            <PayoutStatusBadge status={payout.status} />
          </p>
          <p className="earnings-item__meta">
            <span>
              {paymentMethods[payout.method].label} · +{payout.phone} ({countryLabels[payout.country]})
            </span>
            <span>{texts.requestedOn(formatDateTime(payout.requestedAt))}</span>
            {payout.settledAt && <span>{texts.settledOn(formatDateTime(payout.settledAt))}</span>}
          </p>
          {payout.reason && <p className="earnings-item__message">{texts.reason(payout.reason)}</p>}
        </li>
      ))}
    </ul>
  );
}
