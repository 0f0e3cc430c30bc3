import { apiPaths, type AdminCreatorApplication, type CreatorApplicationReview, type RejectCreatorApplicationBody } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useListChange } from '../../../lib/use-list-change';

/** Query key of the pending applications; it starts with its API path. */
export const pendingApplicationsKey = [apiPaths.adminPendingCreatorApplications] as const;

/** Applications waiting for an admin's decision, in the admin's words (live-creators-admin.md §3, §7). */
export function getPendingApplications(signal?: AbortSignal) {
  return api('get', apiPaths.adminPendingCreatorApplications, { signal });
}

export function pendingApplicationsQueryOptions() {
  return queryOptions({ queryKey: pendingApplicationsKey, queryFn: ({ signal }) => getPendingApplications(signal), staleTime: 0 });
}

export function usePendingApplications() {
  return useQuery(pendingApplicationsQueryOptions());
}

/** Approves (the route takes no body; the spec's empty object is accepted too): the applicant becomes a creator with a profile, and gets an e-mail. */
export function approveApplication(id: string) {
  return api('post', apiPaths.adminApproveCreatorApplication, { params: { id } });
}

/** Rejects, with a reason or none (§5: optional); the applicant gets an e-mail with it. */
export function rejectApplication({ id, reason }: { id: string } & RejectCreatorApplicationBody) {
  return api('post', apiPaths.adminRejectCreatorApplication, { params: { id }, body: { reason } });
}

/** A decision: once the server agrees, the application leaves the list at once (it is no longer pending). */
const withoutDecided = (list: AdminCreatorApplication[], _variables: unknown, review: CreatorApplicationReview) => list.filter((item) => item.id !== review.id);

export const useApproveApplication = () => useListChange(pendingApplicationsKey, approveApplication, withoutDecided);
export const useRejectApplication = () => useListChange(pendingApplicationsKey, rejectApplication, withoutDecided);
