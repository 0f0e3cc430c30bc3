import { paymentMessages } from '@kora/shared';
import type { CreateSubscriptionBody, CreateSubscriptionResult } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { toastRequestError } from '../../lib/toast';
import { createSubscription } from './api/create-subscription';
import { discardPendingSubscription } from './api/discard-pending-subscription';
import { keepPendingSubscription, keptPendingSubscription } from './kept-payments';

/** Records which pending subscription the page owns (none: null), in memory and for a reload. */
function own(open: RefObject<string | null>, id: string | null): void {
  open.current = id;
  keepPendingSubscription(id);
}

/**
 * The card flow's pending subscription on /subscribe (viewer.md §2, §4): created when the payer
 * chooses to pay by card, discarded by the back button, and also when the payer leaves the page
 * without paying (or reloads it and starts again), so a forgotten one never blocks the next attempt
 * (the server allows one pending card subscription at a time).
 */
export function useCardCheckout() {
  const [checkout, setCheckout] = useState<CreateSubscriptionResult | null>(null);
  /** The pending subscription this page still owns (not paid, not discarded). */
  const open = useRef<string | null>(null);

  useEffect(
    () => () => {
      const id = open.current;
      if (!id) return;
      own(open, null);
      discardPendingSubscription(id, { keepalive: true }).catch(() => undefined);
    },
    [],
  );

  const start = useMutation({
    mutationFn: async (body: CreateSubscriptionBody) => {
      const stale = keptPendingSubscription();
      if (stale) {
        await discardPendingSubscription(stale).catch(() => undefined);
        own(open, null);
      }
      return createSubscription(body);
    },
    onSuccess: (created) => {
      own(open, created.subscriptionId);
      setCheckout(created);
    },
    onError: (error) => toastRequestError(error, paymentMessages.createFailedTitle, paymentMessages.createFailed),
  });

  const back = useMutation({
    mutationFn: async () => {
      const id = open.current;
      if (id) await discardPendingSubscription(id).catch(() => undefined);
    },
    onSettled: () => {
      own(open, null);
      setCheckout(null);
    },
  });

  /** Paid: nothing of this page's to discard any more. */
  const settled = useCallback(() => own(open, null), []);

  return { checkout, start, back, settled };
}
