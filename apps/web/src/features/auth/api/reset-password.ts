import type { ResetPasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiRequest('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
