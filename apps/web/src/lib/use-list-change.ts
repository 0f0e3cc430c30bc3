import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from './action-error';

/**
 * A change to a list an admin section shows (pending lives, all lives, pending applications…):
 * once the server agrees, `apply` updates the cached list at once (the answer is the server's);
 * whatever the outcome, the list and the queries of `alsoRefresh` are asked again (a refusal such
 * as "already reviewed" means the list on screen was stale). A 401 is the action's own 'Session
 * expirée' (toastActionError).
 */
export function useListChange<T, V, A>(
  listKey: readonly unknown[],
  call: (variables: V) => Promise<A>,
  apply: (list: T[], variables: V, answer: A) => T[],
  alsoRefresh: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: ownUnauthorized,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<T[]>(listKey, (list) => (list ? apply(list, variables, answer) : list));
    },
    onSettled: () => {
      for (const queryKey of [listKey, ...alsoRefresh]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
