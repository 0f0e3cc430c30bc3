import { apiPaths, type ChangePasswordBody, type MessageResponse } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest('POST', apiPaths.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
