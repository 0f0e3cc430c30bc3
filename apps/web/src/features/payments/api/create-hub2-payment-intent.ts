import { apiPaths } from '@kora/shared';
import type { Hub2CreatePaymentIntentBody, Hub2PaymentIntentResult } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/hub2/create-payment-intent (viewer.md §7): a mobile-money payment, answered with its id and payment link. */
export function createHub2PaymentIntent(body: Hub2CreatePaymentIntentBody): Promise<Hub2PaymentIntentResult> {
  return apiRequest('POST', apiPaths.hub2CreatePaymentIntent, body);
}

export function useCreateHub2PaymentIntent() {
  return useMutation({ mutationFn: createHub2PaymentIntent });
}
