import { paymentMessages } from '@kora/shared';
import type { Hub2CreatePaymentIntentBody } from '@kora/shared';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { toast, toastRequestError } from '../../lib/toast';
import { useConfirmHub2Payment } from './api/confirm-hub2-payment';
import { useCreateHub2PaymentIntent } from './api/create-hub2-payment-intent';
import { forgetIntent, keepIntent } from './kept-payments';
import { openPaymentTab } from './payment-tab';
import { paymentsTexts } from './payments-texts';

/** A started mobile-money payment: its id, its link, and whether its tab opened. */
export interface StartedPayment {
  id: string;
  link: string;
  opened: boolean;
}

/**
 * The mobile-money payment of /hub2-payment (viewer.md §4): create the intent (the tab is opened
 * during the tap, sent to the link once the server answers), keep its id, 'Paiement initialisé';
 * then « J'ai payé » asks the server to check with Hub2: confirmed → 'Paiement confirmé' and home.
 */
export function useMobileMoneyPayment() {
  const navigate = useNavigate();
  const create = useCreateHub2PaymentIntent();
  const confirm = useConfirmHub2Payment();
  const [started, setStarted] = useState<StartedPayment | null>(null);

  const start = (body: Hub2CreatePaymentIntentBody, planQuery: string) => {
    if (create.isPending) return;
    const tab = openPaymentTab();
    create.mutate(body, {
      onSuccess: (intent) => {
        keepIntent(intent.id, planQuery);
        const opened = tab.go(intent.payment_link);
        setStarted({ id: intent.id, link: intent.payment_link, opened });
        toast({
          title: paymentMessages.paymentInitialised,
          description: opened ? paymentsTexts.mobile.tabOpened : paymentsTexts.outcome.popupBlocked,
        });
      },
      onError: (error) => {
        tab.close();
        toastRequestError(error, paymentMessages.mobileFailedTitle, paymentMessages.mobileFailedDefault);
      },
    });
  };

  const confirmPaid = () => {
    if (!started || confirm.isPending) return;
    confirm.mutate(started.id, {
      onSuccess: (answer) => {
        if (answer.status === 'succeeded') {
          forgetIntent();
          toast({ title: paymentMessages.paymentConfirmedTitle, description: paymentMessages.paymentConfirmed });
          navigate('/');
        } else if (answer.status === 'failed') {
          forgetIntent();
          toast({ title: paymentMessages.confirmFailedTitle, description: paymentsTexts.outcome.refused, variant: 'destructive' });
          navigate('/hub2-error');
        } else {
          toast({ title: paymentsTexts.outcome.notConfirmedTitle, description: paymentsTexts.outcome.notConfirmed });
        }
      },
      onError: (error) => toastRequestError(error, paymentMessages.confirmFailedTitle, paymentsTexts.mobile.retryLater),
    });
  };

  return { start, starting: create.isPending, started, reset: () => setStarted(null), confirmPaid, confirming: confirm.isPending };
}
