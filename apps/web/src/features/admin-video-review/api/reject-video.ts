import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';
import { usePageItemChange } from '../../../lib/use-page-item-change';
import { adminVideosKey } from './get-pending-videos';

/** The creator's video stays private; they read the reason in their dashboard's Vidéos tab. */
export function rejectVideo({ id, reason }: { id: string; reason: string }) {
  return api('post', apiPaths.adminRejectVideo, { params: { id }, body: { reason } });
}

export const useRejectVideo = () => usePageItemChange(adminVideosKey, rejectVideo);
