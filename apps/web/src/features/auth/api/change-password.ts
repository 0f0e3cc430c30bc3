import { apiPaths, type ChangePasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function changePassword(body: ChangePasswordBody) {
  return api('post', apiPaths.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
