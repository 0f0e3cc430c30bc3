import { paymentMessages } from '@kora/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isUnauthorizedError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { paymentsTexts } from '../payments-texts';

/**
 * 'Résilier l’abonnement' of the profile modal (viewer.md §2, §4, §5): asks 'Are you sure you want to
 * cancel your subscription?' in a dialog, then DELETE /api/subscription, 'Abonnement résilié',
 * and the account read again (its end date then shows: the tier holds until the period ends).
 */
export default function CancelSubscriptionButton() {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSubscription();
  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast({ title: paymentMessages.cancelledTitle, description: paymentMessages.cancelled });
      },
      onError: (error) => {
        setAsking(false);
        if (!isUnauthorizedError(error)) toast({ title: paymentMessages.cancelFailedTitle, description: paymentMessages.cancelFailed, variant: 'destructive' });
      },
    });
  };
  return (
    <>
      <Button variant="outline" block onClick={() => setAsking(true)}>
        {paymentsTexts.cancel.button}
      </Button>
      <ConfirmDialog open={asking} title={paymentsTexts.cancel.dialogTitle} confirmLabel={paymentsTexts.cancel.confirm} busy={cancel.isPending} onConfirm={confirm} onClose={() => setAsking(false)}>
        <p>{paymentMessages.cancelConfirm}</p>
        <p>{paymentsTexts.cancel.note}</p>
      </ConfirmDialog>
    </>
  );
}
