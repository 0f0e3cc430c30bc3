import { apiPaths } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';

/** Hides a message for everyone (the live's creator and admins); the socket tells every page. */
export function hideChatMessage(streamId: string, messageId: string) {
  return api('delete', apiPaths.liveChatMessage, { params: { id: streamId, messageId } });
}

export function useHideChatMessage(streamId: string) {
  return useMutation({
    // A lost session is the action's own 'Session expirée' (toastActionError).
    meta: ownUnauthorized,
    mutationFn: (messageId: string) => hideChatMessage(streamId, messageId),
  });
}
