import type { VideoSection } from '@kora/shared';

/**
 * Query keys of the catalogue. They all start with '/api/videos', so one invalidation reaches every
 * list after a resume position changes; playback answers sit apart (their URLs are signed and short-lived).
 */
export const videoKeys = {
  all: ['/api/videos'] as const,
  list: (section: VideoSection | 'all') => ['/api/videos', 'list', section] as const,
  detail: (id: string) => ['/api/videos', 'detail', id] as const,
  similar: (category: string, exclude: string) => ['/api/videos', 'similar', category, exclude] as const,
  search: (q: string) => ['/api/videos', 'search', q] as const,
  playback: (id: string) => ['/api/videos/playback', id] as const,
};
