import { apiPaths, pathTo } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { apiRequest } from '../../../lib/api-client';

/** Hides a message for everyone (the live's creator and admins); the socket tells every page. */
export function hideChatMessage(streamId: string, messageId: string): Promise<unknown> {
  return apiRequest('DELETE', pathTo(apiPaths.liveChatMessage, { id: streamId, messageId }));
}

export function useHideChatMessage(streamId: string) {
  return useMutation({
    // A lost session is the action's own 'Session expirée' (toastActionError).
    meta: ownUnauthorized,
    mutationFn: (messageId: string) => hideChatMessage(streamId, messageId),
  });
}
