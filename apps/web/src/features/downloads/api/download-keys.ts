import { apiPaths } from '@kora/shared';

/** Query keys of the downloads' calls (they start with the API path). */
export const downloadKeys = {
  options: (videoId: string) => [apiPaths.downloadOptions, videoId] as const,
  mine: [apiPaths.downloads] as const,
  /** What this browser keeps (Cache Storage). */
  stored: ['kora-downloads'] as const,
};
