import { apiPaths } from '@kora/shared';

/** Query keys of the downloads' calls (they start with the API path). */
export const downloadKeys = {
  options: (videoId: string) => [apiPaths.downloadOptions, videoId] as const,
  mine: [apiPaths.downloads] as const,
  /** What this browser keeps (Cache Storage), every profile's: the prefix of `storedOf`. */
  stored: ['kora-downloads'] as const,
  /** What this browser keeps of one profile's (none for an unknown profile). */
  storedOf: (profileId: string | null) => ['kora-downloads', profileId] as const,
};
