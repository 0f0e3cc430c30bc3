import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** Blocks (isActive false: out of every list, its media refused) or unblocks a video (§4). */
export function setAdminVideoStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return api('patch', apiPaths.adminVideoStatus, { params: { id }, body: { isActive } });
}

export const useSetAdminVideoStatus = () => usePageItemChange(adminVideosKey, setAdminVideoStatus);
