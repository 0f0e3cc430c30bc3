import { apiPaths, pathTo, type AdminVideoEditBody, type CreatorVideo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** Title (required), description, category and tier (live-creators-admin.md §5 'Video edit'). */
export function updateAdminVideo({ id, ...body }: { id: string } & AdminVideoEditBody): Promise<CreatorVideo> {
  return apiRequest('PATCH', pathTo(apiPaths.adminVideo, { id }), body);
}

export const useUpdateAdminVideo = () => usePageItemChange(adminVideosKey, updateAdminVideo);
