import { apiPaths, type PayoutRequestBody, type PayoutView } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** POST /api/creator/payouts: a payout of (part of) the available FCFA balance to a mobile-money number. */
export function requestPayout(body: PayoutRequestBody): Promise<PayoutView> {
  return apiRequest('POST', apiPaths.creatorPayouts, body);
}

/** Once asked, the balances and the list of payouts are read again. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorDashboardKeys.earnings }),
  });
}
