import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query key of the plans on sale; it starts with its API path (the admin's changes invalidate it). */
export const subscriptionPlansKey = [apiPaths.subscriptionPlans] as const;

/** The active plans and passes, each with its prices (the plan chooser, /subscribe). */
export function getSubscriptionPlans(signal?: AbortSignal) {
  return api('get', apiPaths.subscriptionPlans, { signal });
}

export function subscriptionPlansQueryOptions() {
  return queryOptions({ queryKey: subscriptionPlansKey, queryFn: ({ signal }) => getSubscriptionPlans(signal), staleTime: 5 * 60_000 });
}

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
