import { apiPaths } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ownUnauthorized } from '../../../lib/action-error';

/** Prepares a ready video again from its original, in the format of the day: it stays online as it is meanwhile. */
export function prepareAdminVideo({ id }: { id: string }) {
  return api('post', apiPaths.adminPrepareVideo, { params: { id } });
}

export const usePrepareAdminVideo = () => useMutation({ mutationFn: prepareAdminVideo, meta: ownUnauthorized });

/** « Tout préparer à nouveau »: every ready video still in an older format, after the creators' uploads waiting. */
export const usePrepareOlderVideos = () => useMutation({ mutationFn: () => api('post', apiPaths.adminPrepareOlderVideos), meta: ownUnauthorized });
