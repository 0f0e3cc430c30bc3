import { apiPaths, pathTo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** Deletes a video and its media (§5: after confirmation). */
export async function deleteAdminVideo({ id }: { id: string }): Promise<undefined> {
  await apiRequest('DELETE', pathTo(apiPaths.adminVideo, { id }));
  return undefined;
}

export const useDeleteAdminVideo = () => usePageItemChange(adminVideosKey, deleteAdminVideo);
