import type { ChangePasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiRequest('POST', '/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
