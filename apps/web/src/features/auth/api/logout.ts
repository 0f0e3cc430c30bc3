import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function logout() {
  return api('post', apiPaths.logout);
}

/**
 * Logout of viewer.md §4: the server call, then the query cache, local and session storage are
 * cleared and the browser goes to / (a full load, so no state of the old session survives).
 * The local clean-up happens even if the server call fails: the person asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { handlesUnauthorized: true },
    onSettled: () => {
      queryClient.clear();
      localStorage.clear();
      sessionStorage.clear();
      window.location.href = '/';
    },
  });
}
