import type { ForgotPasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Always answers 200, whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiRequest('POST', '/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
