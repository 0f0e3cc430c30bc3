import { apiPaths, pathTo, type AdminUser, type AdminUserPage, type AdminUserPatchBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './get-admin-users';

/** Role, tier by hand (with its status), suspension: only the fields sent change. */
export function updateAdminUser({ id, ...body }: { id: string } & AdminUserPatchBody): Promise<AdminUser> {
  return apiRequest('PATCH', pathTo(apiPaths.adminUser, { id }), body);
}

/**
 * Once the server agrees, the account shows its new state at once on every page kept; whatever the
 * outcome, the pages are asked again (the account may leave a filter; a refusal means the page was
 * stale). A 401 is the action's own 'Session expirée' (toastActionError).
 */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    meta: ownUnauthorized,
    onSuccess: (user) => {
      queryClient.setQueriesData<AdminUserPage>({ queryKey: adminUsersKey }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === user.id ? user : item)) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
