import { apiPaths, type LiveStream } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from './action-error';

/**
 * A change to a list of lives the admin area shows (pending, all): once the server agrees, `apply`
 * updates the list at once (the answer is the server's), then it and the lives lists elsewhere are
 * asked again. A 401 is the action's own 'Session expirée' (toastActionError).
 */
export function useLiveListChange<V, A>(
  listKey: readonly unknown[],
  call: (variables: V) => Promise<A>,
  apply: (list: LiveStream[], variables: V, answer: A) => LiveStream[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: ownUnauthorized,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<LiveStream[]>(listKey, (list) => (list ? apply(list, variables, answer) : list));
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: [apiPaths.liveStreams] });
    },
  });
}
