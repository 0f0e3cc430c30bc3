import { apiPaths } from '@kora/shared';

/**
 * Query keys of lives. They start with the API path, so invalidating [apiPaths.liveStreams]
 * reaches every list and every live after a start, stop or creation.
 */
export const liveKeys = {
  all: [apiPaths.liveStreams] as const,
  list: (active: boolean) => [apiPaths.liveStreams, 'list', active ? 'active' : 'all'] as const,
  detail: (id: string) => [apiPaths.liveStreams, 'detail', id] as const,
  playback: (id: string) => [apiPaths.livePlayback, id] as const,
  mine: [apiPaths.creatorLiveStreams] as const,
  ingest: (id: string) => [apiPaths.liveIngest, id] as const,
};
