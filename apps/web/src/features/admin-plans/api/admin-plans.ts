import { apiPaths, pathTo, type AdminPlanCreateBody, type AdminPlanEditBody, type Plan, type PlanDeletion } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useListChange } from '../../../lib/use-list-change';

/** Query key of the admin's list of plans; it starts with its API path. */
export const adminPlansKey = [apiPaths.adminSubscriptionPlans] as const;
/** The plans on sale that viewers' pages hold (the plan chooser): asked again after each change. */
const onSaleKey = [apiPaths.subscriptionPlans] as const;

/** Every plan, inactive ones too (live-creators-admin.md §7). */
export function getAdminPlans(signal?: AbortSignal): Promise<Plan[]> {
  return apiRequest('GET', apiPaths.adminSubscriptionPlans, undefined, { signal });
}

export function adminPlansQueryOptions() {
  return queryOptions({ queryKey: adminPlansKey, queryFn: ({ signal }) => getAdminPlans(signal), staleTime: 0 });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

export function createAdminPlan(body: AdminPlanCreateBody): Promise<Plan> {
  return apiRequest('POST', apiPaths.adminSubscriptionPlans, body);
}

/** Changes a plan's name, description, features, state or prices (tier, period and kind stay). */
export function editAdminPlan({ id, ...body }: AdminPlanEditBody & { id: string }): Promise<Plan> {
  return apiRequest('PATCH', pathTo(apiPaths.adminSubscriptionPlanEdit, { id }), body);
}

/** Deletes the plan, or deactivates it when subscriptions or payments refer to it (see the answer's outcome). */
export function deleteAdminPlan(id: string): Promise<PlanDeletion> {
  return apiRequest('DELETE', pathTo(apiPaths.adminSubscriptionPlan, { id }));
}

export const useCreateAdminPlan = () => useListChange<Plan, AdminPlanCreateBody, Plan>(adminPlansKey, createAdminPlan, (list, _body, created) => [...list, created], [onSaleKey]);
export const useEditAdminPlan = () =>
  useListChange<Plan, AdminPlanEditBody & { id: string }, Plan>(adminPlansKey, editAdminPlan, (list, _body, saved) => list.map((p) => (p.id === saved.id ? saved : p)), [onSaleKey]);
export const useDeleteAdminPlan = () =>
  useListChange<Plan, string, PlanDeletion>(
    adminPlansKey,
    deleteAdminPlan,
    (list, id, { outcome, plan }) => (outcome === 'deleted' ? list.filter((p) => p.id !== id) : list.map((p) => (p.id === id ? plan : p))),
    [onSaleKey],
  );
