import { apiPaths } from '@kora/shared';
import type { CreateSubscriptionBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/create-subscription (viewer.md §7): a card subscription (or a pass by card) waiting for its
 * first payment. The amount the page shows goes along: the server refuses it if it is not its price.
 */
export function createSubscription(body: CreateSubscriptionBody) {
  return api('post', apiPaths.createSubscription, { body: body ?? {} });
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
