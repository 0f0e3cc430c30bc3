import { apiPaths } from '@kora/shared';

/** Query keys of sponsoring; each starts with its API path. */
export const sponsoringKeys = {
  stats: (videoId: string) => [apiPaths.sponsorshipStats, videoId] as const,
};
