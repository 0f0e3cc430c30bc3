import { apiPaths, pathTo, type ChatMessage, type ChatPostBody } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/** Posts a message over HTTP (when the socket is not open): the stored message, or a refusal with a French message. */
export function postChatMessage(streamId: string, message: string): Promise<ChatMessage> {
  const body: ChatPostBody = { message };
  return apiRequest('POST', pathTo(apiPaths.liveChat, { id: streamId }), body);
}
