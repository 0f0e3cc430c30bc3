import { apiPaths, type ResetPasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function resetPassword(body: ResetPasswordBody) {
  return api('post', apiPaths.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
