import { apiPaths } from '@kora/shared';
import type { CancelSubscriptionResult } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/subscription (viewer.md §7): renewal stops; the tier holds until the period ends. */
export function cancelSubscription(): Promise<CancelSubscriptionResult> {
  return apiRequest('DELETE', apiPaths.subscription);
}

/** Cancels, then reads the account again (its end date replaces the renewal date: viewer.md §4 'then a reload'). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiPaths.authUser] }),
  });
}
