import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-admin-videos';

/** A new poster by URL: the server keeps it once it finds an image there ('URL invalide', 'URL inaccessible'). */
export function setAdminVideoThumbnail({ id, thumbnailUrl }: { id: string; thumbnailUrl: string }) {
  return api('patch', apiPaths.adminVideoThumbnail, { params: { id }, body: { thumbnailUrl } });
}

export const useSetAdminVideoThumbnail = () => usePageItemChange(adminVideosKey, setAdminVideoThumbnail);
