import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/subscription (viewer.md §7): renewal stops; the tier holds until the period ends. */
export function cancelSubscription() {
  return api('delete', apiPaths.subscription);
}

/** Cancels, then reads the account again (its end date replaces the renewal date: viewer.md §4 'then a reload'). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiPaths.authUser] }),
  });
}
