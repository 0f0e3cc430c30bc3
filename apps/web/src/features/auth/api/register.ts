import type { RegisterBody, User } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates the account; it does not sign in. */
export function register(body: RegisterBody): Promise<{ message: string; user: User }> {
  return apiRequest('POST', '/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
