/** Query keys of the uploader's own videos and of one video's processing state. */
export const uploadKeys = {
  creatorVideos: ['/api/creator/videos'] as const,
  processing: (id: string) => ['/api/videos/processing', id] as const,
};
