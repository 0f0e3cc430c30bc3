import { apiPaths } from '@kora/shared';

/** Query keys of the downloads' calls (they start with the API path). */
export const downloadKeys = {
  options: (videoId: string) => [apiPaths.downloadOptions, videoId] as const,
  mine: [apiPaths.downloads] as const,
  /** What this browser keeps (Cache Storage), every profile's: the prefix of `storedOf`. */
  stored: ['kora-downloads'] as const,
  /** What this browser keeps of one profile's (none for an unknown profile). */
  storedOf: (profileId: string | null) => ['kora-downloads', profileId] as const,
  /**
   * The video page's playback answer (asked by the videos feature, which features may not import: its key is the
   * API path and the video's id). Only read here, from the cache, for the subtitles the player shows.
   */
  playback: (videoId: string) => [apiPaths.playback, videoId] as const,
};
