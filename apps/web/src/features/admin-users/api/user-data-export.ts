import { apiPaths } from '@kora/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The latest archive of this person's data this admin prepared; asked again while it is being prepared. */
const exportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [apiPaths.adminUserExport, id] as const,
    queryFn: ({ signal }) => api('get', apiPaths.adminUserExport, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.latest?.status === 'preparing' ? 4000 : false),
  });
export const useUserDataExport = (id: string) => useQuery(exportQueryOptions(id));

export function usePrepareUserDataExport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', apiPaths.adminUserExport, { params: { id } }),
    onSuccess: (answer) => queryClient.setQueryData(exportQueryOptions(id).queryKey, { latest: answer.export }),
  });
}
