import { apiPaths, type AdminVideoBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';
import { adminVideosKey } from './get-admin-videos';

/** Adds a video by URL (§5: title and URL required, duration an integer): the server downloads and prepares it. */
export function addAdminVideo(body: AdminVideoBody) {
  return api('post', apiPaths.adminVideos, { body });
}

/** Once added, the list is asked again (the new video is first, processing). */
export function useAddAdminVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAdminVideo, meta: ownUnauthorized, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVideosKey }) });
}
