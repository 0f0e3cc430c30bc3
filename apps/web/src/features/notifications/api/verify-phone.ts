import { apiPaths } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

/** Checks the code sent by SMS: the pending number becomes the one SMS go to. */
export function verifyPhone(code: string) {
  return api('post', apiPaths.notificationPhoneVerify, { body: { code } });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    // The answer is the preferences with the number verified.
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });
}
