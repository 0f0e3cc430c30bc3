import { type AdminPlanCreateBody, type AdminPlanEditBody, type AdminPlanSaved, apiPaths, type Plan, type PlanDeletion } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useListChange } from '../../../lib/use-list-change';

/** Query key of the admin's list of plans; it starts with its API path. */
export const adminPlansKey = [apiPaths.adminSubscriptionPlans] as const;
/** The plans on sale that viewers' pages hold (the plan chooser): asked again after each change. */
const onSaleKey = [apiPaths.subscriptionPlans] as const;

/** Every plan, inactive ones too (live-creators-admin.md §7). */
export function getAdminPlans(signal?: AbortSignal) {
  return api('get', apiPaths.adminSubscriptionPlans, { signal });
}

export function adminPlansQueryOptions() {
  return queryOptions({ queryKey: adminPlansKey, queryFn: ({ signal }) => getAdminPlans(signal), staleTime: 0 });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

export function createAdminPlan(body: AdminPlanCreateBody) {
  return api('post', apiPaths.adminSubscriptionPlans, { body });
}

/** Changes a plan's name, description, features, state or prices (tier, period and kind stay). */
export function editAdminPlan({ id, ...body }: AdminPlanEditBody & { id: string }) {
  return api('patch', apiPaths.adminSubscriptionPlanEdit, { params: { id }, body });
}

/** Deletes the plan, or deactivates it when subscriptions or payments refer to it (see the answer's outcome). */
export function deleteAdminPlan(id: string) {
  return api('delete', apiPaths.adminSubscriptionPlan, { params: { id } });
}

export const useCreateAdminPlan = () => useListChange<Plan, AdminPlanCreateBody, AdminPlanSaved>(adminPlansKey, createAdminPlan, (list, _body, created) => [...list, created], [onSaleKey]);
export const useEditAdminPlan = () =>
  useListChange<Plan, AdminPlanEditBody & { id: string }, AdminPlanSaved>(adminPlansKey, editAdminPlan, (list, _body, saved) => list.map((p) => (p.id === saved.id ? saved : p)), [onSaleKey]);
export const useDeleteAdminPlan = () =>
  useListChange<Plan, string, PlanDeletion>(
    adminPlansKey,
    deleteAdminPlan,
    (list, id, { outcome, plan }) => (outcome === 'deleted' ? list.filter((p) => p.id !== id) : list.map((p) => (p.id === id ? plan : p))),
    [onSaleKey],
  );
