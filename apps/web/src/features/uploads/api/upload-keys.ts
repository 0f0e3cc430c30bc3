import { apiPaths } from '@kora/shared';

/** Query keys of the uploader's own videos and of one video's processing state. */
export const uploadKeys = {
  creatorVideos: [apiPaths.creatorVideos] as const,
  processing: (id: string) => [apiPaths.processing, id] as const,
};
