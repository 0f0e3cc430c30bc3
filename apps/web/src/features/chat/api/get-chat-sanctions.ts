import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The key of a live's sanctions list; a timeout, a ban or a lift refreshes it. */
export const chatSanctionsKey = (streamId: string) => [apiPaths.liveChatSanctions, streamId] as const;

/** The timeouts and bans in force in a live's chat (its creator and admins). */
export function getChatSanctions(streamId: string, signal?: AbortSignal) {
  return api('get', apiPaths.liveChatSanctions, { params: { id: streamId }, signal });
}

export function useChatSanctions(streamId: string) {
  return useQuery(
    queryOptions({
      queryKey: chatSanctionsKey(streamId),
      queryFn: ({ signal }) => getChatSanctions(streamId, signal),
      // Asked again each time the moderator opens the chat's settings.
      staleTime: 0,
    }),
  );
}
