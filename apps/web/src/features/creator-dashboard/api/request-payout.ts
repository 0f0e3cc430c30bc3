import { apiPaths, type PayoutRequestBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** POST /api/creator/payouts: a payout of (part of) the available FCFA balance to a mobile-money number. */
export function requestPayout(body: PayoutRequestBody) {
  return api('post', apiPaths.creatorPayouts, { body });
}

/** Once asked, the balances and the list of payouts are read again. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorDashboardKeys.earnings }),
  });
}
