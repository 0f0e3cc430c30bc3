import { type AccountDeletionBody, apiPaths } from '@kora/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** My latest data archive; asked again every few seconds while it is being prepared. */
const latestExportQueryOptions = queryOptions({
  queryKey: [apiPaths.userExport] as const,
  queryFn: ({ signal }) => api('get', apiPaths.userExport, { signal }),
  refetchInterval: (query) => (query.state.data?.latest?.status === 'preparing' ? 4000 : false),
});
export const useLatestExport = () => useQuery(latestExportQueryOptions);

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', apiPaths.userExport),
    onSuccess: (answer) => queryClient.setQueryData(latestExportQueryOptions.queryKey, { latest: answer.export }),
  });
}

/** Deletion in seven days; the sessions end at once (the page then leaves). A 400 is a wrong password: the form says it. */
export const useRequestDeletion = () => useMutation({ mutationFn: (body: AccountDeletionBody) => api('post', apiPaths.userDeletion, { body }), meta: { handlesUnauthorized: true } });
