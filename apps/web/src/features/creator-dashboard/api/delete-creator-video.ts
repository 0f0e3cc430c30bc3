import { apiPaths, type CreatorVideo } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorDashboardKeys, onCreatorVideoChanged } from './creator-dashboard-keys';

/** Deletes one of my videos, its media with it (owner only). */
export function deleteCreatorVideo(id: string) {
  return api('delete', apiPaths.creatorVideo, { params: { id } });
}

/** The row leaves the list at once; the list and the figures are then read again. */
export function useDeleteCreatorVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreatorVideo,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<CreatorVideo[]>(creatorDashboardKeys.videos, (list) => list?.filter((v) => v.id !== id));
      void onCreatorVideoChanged(queryClient);
    },
  });
}
