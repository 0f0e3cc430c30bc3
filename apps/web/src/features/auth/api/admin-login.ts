import { apiPaths, type AdminLoginBody, type AdminLoginResponse } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function adminLogin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  return apiRequest('POST', apiPaths.adminLogin, body);
}

/** A 401 here means wrong credentials, not a lost session: the form handles it. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { handlesUnauthorized: true } });
}
