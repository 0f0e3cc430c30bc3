import { type AdminPayouts, apiPaths, type PayoutView } from '@kora/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPayoutMoving } from '../../../components/payment/payout-status-badge';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';

/** Query key of the list; it starts with its API path. */
export const adminPayoutsKey = [apiPaths.adminPayouts] as const;

/** GET /api/admin/payouts: every creator payout, newest first, with each creator's available balance. */
export function getAdminPayouts(signal?: AbortSignal) {
  return api('get', apiPaths.adminPayouts, { signal });
}

/** While a transfer is on its way ('Envoi en cours', 'En cours'), the list asks again until the operator has answered. */
const MOVING_POLL_MS = 2_000;

export function adminPayoutsQueryOptions() {
  return queryOptions({
    queryKey: adminPayoutsKey,
    queryFn: ({ signal }) => getAdminPayouts(signal),
    staleTime: 0,
    select: (data) => data.payouts,
    refetchInterval: (query) => (query.state.data?.payouts.some((payout) => isPayoutMoving(payout.status)) ? MOVING_POLL_MS : false),
  });
}

export function useAdminPayouts() {
  return useQuery(adminPayoutsQueryOptions());
}

export function approvePayout(id: string) {
  return api('post', apiPaths.adminApprovePayout, { params: { id } });
}

export function refusePayout({ id, reason }: { id: string; reason: string }) {
  return api('post', apiPaths.adminRefusePayout, { params: { id }, body: { reason } });
}

/**
 * A decision on a payout: once the server agrees, its row takes the answer's status at once; then the
 * list is read again (balances moved; a refusal such as "no longer waiting" means the list was stale).
 */
function usePayoutDecision<V>(call: (variables: V) => Promise<PayoutView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: ownUnauthorized,
    onSuccess: (answer) => {
      queryClient.setQueryData<AdminPayouts>(adminPayoutsKey, (data) =>
        data ? { payouts: data.payouts.map((payout) => (payout.id === answer.id ? { ...payout, ...answer } : payout)) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
  });
}

export const useApprovePayout = () => usePayoutDecision(approvePayout);
export const useRefusePayout = () => usePayoutDecision(refusePayout);
