import { apiPaths, type CreatorVideo, type CreatorVideoEditBody } from '@kora/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorDashboardKeys, onCreatorVideoChanged } from './creator-dashboard-keys';

export interface CreatorVideoEdit {
  id: string;
  body: CreatorVideoEditBody;
}

/** Changes the title, description or category of one of my videos (owner only). */
export function updateCreatorVideo({ id, body }: CreatorVideoEdit) {
  return api('patch', apiPaths.creatorVideo, { params: { id }, body });
}

/** Once the server agrees, the row shows the new fields at once; the list and the figures are then read again. */
export function useUpdateCreatorVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreatorVideo,
    onSuccess: (_answer, { id, body }) => {
      queryClient.setQueryData<CreatorVideo[]>(creatorDashboardKeys.videos, (list) => list?.map((v) => (v.id === id ? { ...v, ...body } : v)));
      void onCreatorVideoChanged(queryClient);
    },
  });
}
