import { apiPaths, type AdminUserPatchBody } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminUsersKey } from './get-admin-users';

/** Role, tier by hand (with its status), suspension: only the fields sent change. */
export function updateAdminUser({ id, ...body }: { id: string } & AdminUserPatchBody) {
  return api('patch', apiPaths.adminUser, { params: { id }, body });
}

/** The account shows its new state at once on every page kept; the pages are asked again (it may leave a filter). */
export const useUpdateAdminUser = () => usePageItemChange(adminUsersKey, updateAdminUser);
