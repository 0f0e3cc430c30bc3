import { apiPaths, type LoginBody, type LoginResponse } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('POST', apiPaths.login, body);
}

/** A 401 here means wrong credentials, not a lost session: the form handles it. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { handlesUnauthorized: true } });
}
