import { apiPaths, type ForgotPasswordBody, type MessageResponse } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Always answers 200, whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiRequest('POST', apiPaths.forgotPassword, body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
