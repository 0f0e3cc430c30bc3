import { apiPaths, type LiveStream } from '@kora/shared';
import { useListChange } from './use-list-change';

/**
 * A change to a list of lives the admin area shows (pending, all): {@link useListChange}, and the
 * lives lists elsewhere (/live, home) are asked again too.
 */
export function useLiveListChange<V, A>(
  listKey: readonly unknown[],
  call: (variables: V) => Promise<A>,
  apply: (list: LiveStream[], variables: V, answer: A) => LiveStream[],
) {
  return useListChange(listKey, call, apply, [[apiPaths.liveStreams]]);
}
