import { apiPaths, type AdminLoginBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function adminLogin(body: AdminLoginBody) {
  return api('post', apiPaths.adminLogin, { body });
}

/** A 401 here means wrong credentials, not a lost session: the form handles it. */
export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin, meta: { handlesUnauthorized: true } });
}
