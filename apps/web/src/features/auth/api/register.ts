import { apiPaths, type RegisterBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Creates the account and signs in (the server sets the session cookie). */
export function register(body: RegisterBody) {
  return api('post', apiPaths.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
