import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** Deletes a video and its media (§5: after confirmation). */
export async function deleteAdminVideo({ id }: { id: string }): Promise<undefined> {
  await api('delete', apiPaths.adminVideo, { params: { id } });
  return undefined;
}

export const useDeleteAdminVideo = () => usePageItemChange(adminVideosKey, deleteAdminVideo);
