import { apiPaths, type User } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';

/** The signed-in user, or null when there is no session (401 answers null here, never an error). */
export const getUser = getQueryFn<User>({ on401: 'returnNull' });

export const userQueryOptions = queryOptions({
  queryKey: [apiPaths.authUser] as const,
  queryFn: getUser,
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
