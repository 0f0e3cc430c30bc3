import { apiPaths, type MessageResponse, type ResetPasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest('POST', apiPaths.resetPassword, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
