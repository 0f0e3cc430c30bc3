import { type PayoutStatus, payoutStatusLabels } from '@kora/shared';
import { Badge, type BadgeVariant } from '../ui/badge';

const variants: Record<PayoutStatus, BadgeVariant> = { requested: 'outline', refused: 'danger', sending: 'default', pending: 'default', paid: 'success', failed: 'danger' };

/** A creator's payout status ('Demandé', 'Envoi en cours', 'Versé'…), for the creator's 'Revenus' and the admin's 'Paiements créateurs'. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge variant={variants[status]}>{payoutStatusLabels[status]}</Badge>;
}

/** Statuses a payout moves on from by itself (the transfer on its way): the lists showing them ask again. */
export function isPayoutMoving(status: PayoutStatus): boolean {
  return status === 'sending' || status === 'pending';
}
