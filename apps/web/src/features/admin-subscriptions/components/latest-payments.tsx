import { type AdminSubscriptionsOverview, formatPrice, paymentStatusLabels, type PaymentStatus } from '@kora/shared';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { adminSubscriptionsTexts } from '../admin-subscriptions-texts';
import { paymentMethodLabel } from '../subscriptions-format';

const statusVariants: Record<PaymentStatus, BadgeVariant> = { succeeded: 'success', failed: 'danger', pending: 'outline' };

/** The latest payments, newest first: when, who, which plan, how, whether it went through, how much. */
export function LatestPayments({ payments }: { payments: AdminSubscriptionsOverview['latestPayments'] }) {
  if (payments.length === 0) return <p className="admin-empty">{adminSubscriptionsTexts.noPayments}</p>;
  return (
    <ul className="subscriptions-payments" role="list" data-testid="latest-payments">
      {payments.map((payment) => (
        <li key={payment.id} className="subscriptions-payment">
          <div className="subscriptions-payment__main">
            <span className="subscriptions-payment__email">{payment.userEmail}</span>
            <strong className="subscriptions-payment__amount">{formatPrice(payment.amount, payment.currency)}</strong>
          </div>
          <div className="subscriptions-payment__meta">
            <Badge variant={statusVariants[payment.status]}>{paymentStatusLabels[payment.status]}</Badge>
            <span>{payment.planName}</span>
            <span>{paymentMethodLabel(payment.method)}</span>
            <time dateTime={payment.at}>{formatDateTime(payment.at)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}
