import { apiPaths, pathTo, type CreatorVideo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** A new poster by URL: the server keeps it once it finds an image there ('URL invalide', 'URL inaccessible'). */
export function setAdminVideoThumbnail({ id, thumbnailUrl }: { id: string; thumbnailUrl: string }): Promise<CreatorVideo> {
  return apiRequest('PATCH', pathTo(apiPaths.adminVideoThumbnail, { id }), { thumbnailUrl });
}

export const useSetAdminVideoThumbnail = () => usePageItemChange(adminVideosKey, setAdminVideoThumbnail);
