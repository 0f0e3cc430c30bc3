import { apiPaths, pathTo, type CreatorChannel } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creatorKeys } from './creator-keys';

/** A public channel (GET /api/creators/{id}): name, categories, followers, whether I follow it, its videos. */
export function getCreatorChannel(id: string, signal?: AbortSignal): Promise<CreatorChannel> {
  return apiRequest('GET', pathTo(apiPaths.creator, { id }), undefined, { signal });
}

export function creatorChannelQueryOptions(id: string) {
  return queryOptions({ queryKey: creatorKeys.channel(id), queryFn: ({ signal }) => getCreatorChannel(id, signal) });
}

export function useCreatorChannel(id: string) {
  return useQuery(creatorChannelQueryOptions(id));
}
