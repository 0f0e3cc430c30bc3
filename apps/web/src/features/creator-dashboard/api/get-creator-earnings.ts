import { apiPaths } from '@kora/shared';
import { useQuery } from '@tanstack/react-query';
import { isPayoutMoving } from '../../../components/payment/payout-status-badge';
import { api } from '../../../lib/api';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** GET /api/creator/earnings: the 'Revenus' tab (balances per currency, sponsorships, 12 weeks, payouts). */
export function getCreatorEarnings(signal?: AbortSignal) {
  return api('get', apiPaths.creatorEarnings, { signal });
}

/** While a payout is on its way (sent, waiting for the operator), the tab asks again every few seconds. */
const MOVING_PAYOUT_POLL_MS = 5_000;

/** Read each time the tab opens (a sponsorship may have come meanwhile), and followed while a transfer runs. */
export function useCreatorEarnings() {
  return useQuery({
    queryKey: creatorDashboardKeys.earnings,
    queryFn: ({ signal }) => getCreatorEarnings(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.payouts.some((payout) => isPayoutMoving(payout.status)) ? MOVING_PAYOUT_POLL_MS : false),
  });
}
