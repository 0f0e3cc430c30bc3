import { apiPaths, type NotificationPhoneBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

/** Sends a 6-digit code by SMS to this number; it waits as the pending number until the code is entered. */
export function sendPhoneCode(body: NotificationPhoneBody) {
  return api('post', apiPaths.notificationPhone, { body });
}

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}
