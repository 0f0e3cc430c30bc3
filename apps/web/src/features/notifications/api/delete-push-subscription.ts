import { apiPaths } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Forgets this browser's push subscription. */
export function deletePushSubscription(endpoint: string) {
  return api('delete', apiPaths.pushSubscriptions, { body: { endpoint } });
}

export function useDeletePushSubscription() {
  return useMutation({ mutationFn: deletePushSubscription });
}
