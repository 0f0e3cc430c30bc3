import { type AdminPayout, countryLabels, formatPrice, paymentMethods } from '@kora/shared';
import { AdminItem } from '../../../components/admin/admin-list';
import { DecisionButtons } from '../../../components/admin/decision-buttons';
import { PayoutStatusBadge } from '../../../components/payment/payout-status-badge';
import { formatDateTime } from '../../../lib/format';
import { adminPayoutsTexts as t } from '../admin-payouts-texts';

interface AdminPayoutItemProps {
  payout: AdminPayout;
  approving: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}

/** One payout: the creator, the amount, where it goes, its status, the creator's available balance; 'Approuver' and 'Refuser' while it waits. */
export function AdminPayoutItem({ payout, approving, onApprove, onRefuse }: AdminPayoutItemProps) {
  const waiting = payout.status === 'requested';
  return (
    <AdminItem
      testId="admin-payout"
      title={`${payout.creatorName} · ${formatPrice(payout.amount, payout.currency)}`}
      meta={
        <>
          <PayoutStatusBadge status={payout.status} />
          <span>{payout.creatorEmail}</span>
          <span>{t.requestedOn(formatDateTime(payout.requestedAt))}</span>
        </>
      }
      description={payout.reason ? t.refusalReason(payout.reason) : null}
      actions={
        waiting ? <DecisionButtons busy={approving} onApprove={onApprove} onReject={onRefuse} rejectLabel={t.refuse} /> : null
      }
    >
      <dl className="admin-payout__facts">
        <div>
          <dt>{t.to}</dt>
          <dd>
            {paymentMethods[payout.method].label} · +{payout.phone} ({countryLabels[payout.country]})
          </dd>
        </div>
        <div>
          <dt>{t.available}</dt>
          <dd>{formatPrice(payout.available, payout.currency)}</dd>
        </div>
        {payout.transferRef && (
          <div>
            <dt>{t.transferRef}</dt>
            <dd className="admin-payout__ref">{payout.transferRef}</dd>
          </div>
        )}
        {payout.settledAt && (
          <div>
            <dt>{t.settledOn}</dt>
            <dd>{formatDateTime(payout.settledAt)}</dd>
          </div>
        )}
      </dl>
    </AdminItem>
  );
}
