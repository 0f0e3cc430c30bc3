import { apiPaths } from '@kora/shared';
import type { Hub2CreatePaymentIntentBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/hub2/create-payment-intent (viewer.md §7): a mobile-money payment, answered with its id and payment link. */
export function createHub2PaymentIntent(body: Hub2CreatePaymentIntentBody) {
  return api('post', apiPaths.hub2CreatePaymentIntent, { body });
}

export function useCreateHub2PaymentIntent() {
  return useMutation({ mutationFn: createHub2PaymentIntent });
}
