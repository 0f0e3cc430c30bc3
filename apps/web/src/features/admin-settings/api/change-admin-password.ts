import { type AdminChangePasswordBody, apiPaths } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/change-password (live-creators-admin.md §5, §7): the admin's own password. */
export function changeAdminPassword(body: AdminChangePasswordBody) {
  return api('post', apiPaths.adminChangePassword, { body });
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
