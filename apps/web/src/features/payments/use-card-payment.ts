import { apiPaths, paymentMessages } from '@kora/shared';
import type { CreateSubscriptionResult } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router';
import type { Charge } from '../../components/payment/card-charge';
import { toast, toastRequestError } from '../../lib/toast';
import { waitForSubscriptionOutcome } from './api/get-subscription-status';
import { paymentsTexts } from './payments-texts';

interface CardPaymentOptions {
  checkout: CreateSubscriptionResult;
  /** The subscription is paid: the page must not discard it when it closes. */
  onSettled: () => void;
  /**
   * The card was refused (or the provider failed the payment): the first payment of a subscription is
   * not tried twice (the provider's failure ends it), so the page discards it and offers the plan again.
   */
  onFailed: () => void;
}

/**
 * Pays a pending card subscription (viewer.md §4): the form charges the card (sandbox or Stripe.js),
 * then the page asks the server about the subscription until the provider's webhook has made it active
 * ('Paiement réussi', home, the account read again) or failed ('Échec du paiement', back to the plan,
 * where another card starts a new payment). One payment at a time: the form's button waits.
 */
export function useCardPayment({ checkout, onSettled, onFailed }: CardPaymentOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (charge: Charge) => {
      const charged = await charge();
      if (!charged.ok) return { outcome: 'declined' as const, message: charged.message };
      return { outcome: await waitForSubscriptionOutcome(checkout.subscriptionId), message: null };
    },
    onSuccess: async ({ outcome, message }) => {
      if (outcome === 'declined' || outcome === 'failed') {
        toast({ title: paymentMessages.cardFailedTitle, description: message || paymentMessages.cardFailedDefault, variant: 'destructive' });
        onFailed();
        return;
      }
      onSettled();
      if (outcome === 'active') toast({ title: paymentMessages.paymentSuccessTitle, description: paymentMessages.paymentSuccess });
      else toast({ title: paymentsTexts.outcome.stillPendingTitle, description: paymentsTexts.outcome.stillPending });
      await queryClient.invalidateQueries({ queryKey: [apiPaths.authUser] });
      navigate('/');
    },
    onError: (error) => toastRequestError(error, paymentMessages.cardFailedTitle, paymentMessages.cardFailedDefault),
  });
}
