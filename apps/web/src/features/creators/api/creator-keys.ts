import { apiPaths } from '@kora/shared';

/** Keys of the creators queries; each starts with its API path. */
export const creatorKeys = {
  applicationStatus: [apiPaths.creatorApplicationStatus] as const,
  channel: (id: string) => [apiPaths.creator, id] as const,
  /** The follow calls of one channel run one after the other, in the order of the taps. */
  follow: (id: string) => [apiPaths.creatorFollow, id] as const,
};
