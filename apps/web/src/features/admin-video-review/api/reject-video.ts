import { apiPaths, pathTo, type CreatorVideo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-pending-videos';

/** The creator's video stays private; they read the reason in their dashboard's Vidéos tab. */
export function rejectVideo({ id, reason }: { id: string; reason: string }): Promise<CreatorVideo> {
  return apiRequest('POST', pathTo(apiPaths.adminRejectVideo, { id }), { reason });
}

export const useRejectVideo = () => usePageItemChange(adminVideosKey, rejectVideo);
