import { apiPaths, type ForgotPasswordBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Always answers 200, whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody) {
  return api('post', apiPaths.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
