import { apiPaths, type RegisterBody, type RegisterResponse } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates the account and signs in (the server sets the session cookie). */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest('POST', apiPaths.register, body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
