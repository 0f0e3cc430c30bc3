import { apiPaths, type ChatMessage, type ChatPostBody } from '@kora/shared';
import { api } from '../../../lib/api';

/** Posts a message over HTTP (when the socket is not open): the stored message, or a refusal with a French message. */
export function postChatMessage(streamId: string, message: string): Promise<ChatMessage> {
  const body: ChatPostBody = { message };
  return api('post', apiPaths.liveChat, { params: { id: streamId }, body });
}
