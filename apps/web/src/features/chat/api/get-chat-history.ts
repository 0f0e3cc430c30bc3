import { apiPaths, chatLimits, type ChatHistory } from '@kora/shared';
import { api } from '../../../lib/api';

/**
 * A live's chat history (live-creators-admin.md §7: GET …/chat?limit=50): the latest messages, or
 * with `after` what came after that seq (the resync after a disconnection). Not a cached query:
 * the chat merges each answer into what the socket brought.
 */
export function getChatHistory(streamId: string, after: number | null, signal?: AbortSignal): Promise<ChatHistory> {
  const query = after === null ? { limit: chatLimits.historyDefault } : { after, limit: chatLimits.historyMax };
  return api('get', apiPaths.liveChat, { params: { id: streamId }, query, signal });
}
