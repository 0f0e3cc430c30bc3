import { apiPaths, type AdminVideoEditBody } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** Title (required), description, category and tier (live-creators-admin.md §5 'Video edit'). */
export function updateAdminVideo({ id, ...body }: { id: string } & AdminVideoEditBody) {
  return api('patch', apiPaths.adminVideo, { params: { id }, body });
}

export const useUpdateAdminVideo = () => usePageItemChange(adminVideosKey, updateAdminVideo);
