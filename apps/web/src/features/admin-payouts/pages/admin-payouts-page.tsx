import { type AdminPayout, formatPrice, sponsorMessages } from '@kora/shared';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { RejectDialog } from '../../../components/admin/reject-dialog';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useAdminPayouts, useApprovePayout, useRefusePayout } from '../api/admin-payouts';
import { AdminPayoutItem } from '../components/admin-payout-item';
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
      onSuccess: () => toast({ title: 'Versement approuvé', description: `${formatPrice(payout.amount, payout.currency)} part vers ${payout.creatorName}.` }),
      onError: (error) => toastActionError(error, "Impossible d'approuver le versement"),
    });
  const onRefuse = (reason: string) => {
    if (!refusing) return;
    const payout = refusing;
    refuse.mutate(
      { id: payout.id, reason },
      {
        onSuccess: () => {
          setRefusing(null);
          toast({ title: 'Versement refusé', description: `${formatPrice(payout.amount, payout.currency)} reviennent au solde de ${payout.creatorName}.` });
        },
        onError: (error) => toastActionError(error, 'Impossible de refuser le versement'),
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="admin-payouts-title">
      <h2 id="admin-payouts-title" className="admin__title">
        Paiements créateurs
      </h2>
      <AdminList query={payouts} empty="Aucun versement demandé pour le moment.">
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
        title="Refuser le versement"
        reasonLabel="Raison du refus"
        submitLabel="Refuser"
        maxLength={500}
        required={{ title: 'Raison requise', description: sponsorMessages.payoutRefuseReason }}
        busy={refuse.isPending}
        onReject={onRefuse}
        onClose={() => setRefusing(null)}
      >
        {refusing && `${formatPrice(refusing.amount, refusing.currency)} reviendront au solde de ${refusing.creatorName}, qui verra la raison.`}
      </RejectDialog>
    </section>
  );
}
