import { apiPaths, type ChatSanctionBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';
import { chatSanctionsKey } from './get-chat-sanctions';

/** Times a person out of this live's chat (5 min, 1 h) or bans them from it. */
export function sanctionChatUser(streamId: string, userId: string, sanction: ChatSanctionBody) {
  return api('put', apiPaths.liveChatSanction, { params: { id: streamId, userId }, body: sanction });
}

export function useSanctionChatUser(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A lost session is the action's own 'Session expirée' (toastActionError).
    meta: ownUnauthorized,
    mutationFn: ({ userId, sanction }: { userId: string; sanction: ChatSanctionBody }) => sanctionChatUser(streamId, userId, sanction),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSanctionsKey(streamId) }),
  });
}
