import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-pending-videos';

/** The creator's video becomes public (once prepared). */
export function approveVideo({ id }: { id: string }) {
  return api('post', apiPaths.adminApproveVideo, { params: { id } });
}

export const useApproveVideo = () => usePageItemChange(adminVideosKey, approveVideo);
