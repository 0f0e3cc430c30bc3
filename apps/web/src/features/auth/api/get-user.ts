import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '../../../lib/api';
import { getQueryFn } from '../../../lib/api-client';

/**
 * The signed-in user, or null when there is no session (401 answers null here, never an error). A read by its
 * query key (the boot script may have started it), typed by the contract's answer to GET /api/auth/user.
 */
export const getUser = getQueryFn<ApiAnswer<'get', typeof apiPaths.authUser>>({ on401: 'returnNull' });

export const userQueryOptions = queryOptions({
  queryKey: [apiPaths.authUser] as const,
  queryFn: getUser,
  retry: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
