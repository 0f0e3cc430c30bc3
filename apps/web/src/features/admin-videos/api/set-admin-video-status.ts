import { apiPaths, pathTo, type CreatorVideo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** Blocks (isActive false: out of every list, its media refused) or unblocks a video (§4). */
export function setAdminVideoStatus({ id, isActive }: { id: string; isActive: boolean }): Promise<CreatorVideo> {
  return apiRequest('PATCH', pathTo(apiPaths.adminVideoStatus, { id }), { isActive });
}

export const useSetAdminVideoStatus = () => usePageItemChange(adminVideosKey, setAdminVideoStatus);
