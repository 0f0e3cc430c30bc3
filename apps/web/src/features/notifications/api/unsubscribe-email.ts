import { apiPaths } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Stops one kind of e-mail, from the token of an e-mail's link (works signed out): answers which kind. */
export function unsubscribeEmail(token: string) {
  return api('post', apiPaths.notificationUnsubscribe, { body: { token } });
}

export function useUnsubscribeEmail() {
  return useMutation({ mutationFn: unsubscribeEmail });
}
