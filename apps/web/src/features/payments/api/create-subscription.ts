import { apiPaths } from '@kora/shared';
import type { CreateSubscriptionBody, CreateSubscriptionResult } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/create-subscription (viewer.md §7): a card subscription (or a pass by card) waiting for its
 * first payment. The amount the page shows goes along: the server refuses it if it is not its price.
 */
export function createSubscription(body: CreateSubscriptionBody): Promise<CreateSubscriptionResult> {
  return apiRequest('POST', apiPaths.createSubscription, body);
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
