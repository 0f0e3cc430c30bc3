import { apiPaths, type PushSubscriptionBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Records this browser's push subscription for the signed-in person (what PushSubscription.toJSON() gives). */
export function savePushSubscription(body: PushSubscriptionBody) {
  return api('post', apiPaths.pushSubscriptions, { body });
}

export function useSavePushSubscription() {
  return useMutation({ mutationFn: savePushSubscription });
}
