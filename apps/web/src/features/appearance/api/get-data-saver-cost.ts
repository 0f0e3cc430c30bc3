import { apiPaths } from '@kora/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What an hour with the data saver costs, on average over the catalogue: a figure that moves slowly, asked once a visit. */
export function useDataSaverCost() {
  return useQuery({ queryKey: ['data-saver-cost'], queryFn: () => api('get', apiPaths.dataSaverCost), staleTime: 10 * 60_000 });
}
