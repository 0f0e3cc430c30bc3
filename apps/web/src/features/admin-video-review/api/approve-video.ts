import { apiPaths, pathTo, type CreatorVideo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-pending-videos';

/** The creator's video becomes public (once prepared). */
export function approveVideo({ id }: { id: string }): Promise<CreatorVideo> {
  return apiRequest('POST', pathTo(apiPaths.adminApproveVideo, { id }), {});
}

export const useApproveVideo = () => usePageItemChange(adminVideosKey, approveVideo);
