import { type AdminPayout, formatPrice, liveMessages, sponsorMessages } from '@kora/shared';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { RejectDialog } from '../../../components/admin/reject-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useAdminPayouts, useApprovePayout, useRefusePayout } from '../api/admin-payouts';
import { AdminPayoutItem } from '../components/admin-payout-item';
import { adminPayoutsTexts as t } from '../admin-payouts-texts';
import '../admin-payouts.css';

/**
 * 'Paiements créateurs': the creators' payouts, newest first, with where each goes and the
 * creator's available balance; 'Approuver' sends the transfer (the list follows it until the operator
 * has answered: 'Versé' or 'Échoué'), 'Refuser' returns the money to the balance, with a reason the
 * creator reads.
 */
export default function AdminPayoutsPage() {
  const payouts = useAdminPayouts();
  const approve = useApprovePayout();
  const refuse = useRefusePayout();
  const [refusing, setRefusing] = useState<AdminPayout | null>(null);

  const onApprove = (payout: AdminPayout) =>
    approve.mutate(payout.id, {
      onSuccess: () => toast({ title: t.approvedTitle, description: t.approvedDescription(formatPrice(payout.amount, payout.currency), payout.creatorName) }),
      onError: (error) => toastActionError(error, t.approveFailed),
    });
  const onRefuse = (reason: string) => {
    if (!refusing) return;
    const payout = refusing;
    refuse.mutate(
      { id: payout.id, reason },
      {
        onSuccess: () => {
          setRefusing(null);
          toast({ title: t.refusedTitle, description: t.refusedDescription(formatPrice(payout.amount, payout.currency), payout.creatorName) });
        },
        onError: (error) => toastActionError(error, t.refuseFailed),
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="admin-payouts-title">
      <h2 id="admin-payouts-title" className="admin__title">
        {t.title}
      </h2>
      <AdminList query={payouts} empty={t.empty}>
        {(payout) => (
          <AdminPayoutItem
            key={payout.id}
            payout={payout}
            approving={approve.isPending && approve.variables === payout.id}
            onApprove={() => onApprove(payout)}
            onRefuse={() => setRefusing(payout)}
          />
        )}
      </AdminList>
      <RejectDialog
        key={refusing?.id ?? 'none'}
        open={refusing !== null}
        title={t.refuseTitle}
        reasonLabel={t.reasonLabel}
        submitLabel={t.refuse}
        maxLength={500}
        required={{ title: liveMessages.reasonRequiredTitle, description: sponsorMessages.payoutRefuseReason }}
        busy={refuse.isPending}
        onReject={onRefuse}
        onClose={() => setRefusing(null)}
      >
        {refusing && t.refuseBody(formatPrice(refusing.amount, refusing.currency), refusing.creatorName)}
      </RejectDialog>
    </section>
  );
}
