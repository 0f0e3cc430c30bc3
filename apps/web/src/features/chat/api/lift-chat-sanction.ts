import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';
import { chatSanctionsKey } from './get-chat-sanctions';

/** Lifts a timeout or a ban; the person is told at once by the socket. */
export function liftChatSanction(streamId: string, userId: string) {
  return api('delete', apiPaths.liveChatSanction, { params: { id: streamId, userId } });
}

export function useLiftChatSanction(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A lost session is the action's own 'Session expirée' (toastActionError).
    meta: ownUnauthorized,
    mutationFn: (userId: string) => liftChatSanction(streamId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSanctionsKey(streamId) }),
  });
}
