import { type AdminChangePasswordBody, apiPaths, type MessageResponse } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/change-password (live-creators-admin.md §5, §7): the admin's own password. */
export function changeAdminPassword(body: AdminChangePasswordBody): Promise<MessageResponse> {
  return apiRequest('POST', apiPaths.adminChangePassword, body);
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
