import { apiPaths, type VideoSection } from '@kora/shared';

/**
 * Query keys of the catalogue. They all start with the catalogue's path, so one invalidation reaches every
 * list after a resume position changes; playback answers sit apart (their URLs are signed and short-lived).
 */
export const videoKeys = {
  all: [apiPaths.videos] as const,
  list: (section: VideoSection | 'all') => [apiPaths.videos, 'list', section] as const,
  detail: (id: string) => [apiPaths.videos, 'detail', id] as const,
  similar: (category: string, exclude: string) => [apiPaths.videos, 'similar', category, exclude] as const,
  search: (q: string) => [apiPaths.videos, 'search', q] as const,
  playback: (id: string) => [apiPaths.playback, id] as const,
};
