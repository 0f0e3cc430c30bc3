import { apiPaths, pathTo } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/subscriptions/:id/pending: the back button of 'Complete Your Purchase' discards the
 * payment still waiting (viewer.md §2). `keepalive` lets it outlive a page that is closing.
 */
export function discardPendingSubscription(id: string, options?: { keepalive?: boolean }): Promise<unknown> {
  return apiRequest('DELETE', pathTo(apiPaths.pendingSubscription, { id }), undefined, options);
}

export function useDiscardPendingSubscription() {
  return useMutation({ mutationFn: (id: string) => discardPendingSubscription(id) });
}
