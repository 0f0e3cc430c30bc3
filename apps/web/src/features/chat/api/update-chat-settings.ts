import { apiPaths, type ChatSettingsBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';

/** Slow mode and subscribers-only mode of a live's chat; the socket tells every page the new settings. */
export function updateChatSettings(streamId: string, change: ChatSettingsBody) {
  return api('patch', apiPaths.liveChatSettings, { params: { id: streamId }, body: change });
}

export function useUpdateChatSettings(streamId: string) {
  return useMutation({
    // A lost session is the action's own 'Session expirée' (toastActionError).
    meta: ownUnauthorized,
    mutationFn: (change: ChatSettingsBody) => updateChatSettings(streamId, change),
  });
}
