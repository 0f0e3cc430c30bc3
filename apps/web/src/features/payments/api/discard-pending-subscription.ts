import { apiPaths } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * DELETE /api/subscriptions/:id/pending: the back button of 'Complete Your Purchase' discards the
 * payment still waiting (viewer.md §2). `keepalive` lets it outlive a page that is closing.
 */
export function discardPendingSubscription(id: string, options: { keepalive?: boolean } = {}) {
  return api('delete', apiPaths.pendingSubscription, { params: { id }, ...options });
}

export function useDiscardPendingSubscription() {
  return useMutation({ mutationFn: (id: string) => discardPendingSubscription(id) });
}
