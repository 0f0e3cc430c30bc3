import { apiPaths, type LoginBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function login(body: LoginBody) {
  return api('post', apiPaths.login, { body });
}

/** A 401 here means wrong credentials, not a lost session: the form handles it. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { handlesUnauthorized: true } });
}
