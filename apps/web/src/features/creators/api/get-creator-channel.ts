import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { creatorKeys } from './creator-keys';

/** A public channel (GET /api/creators/{id}): name, categories, followers, whether I follow it, its videos. */
export function getCreatorChannel(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.creator, { params: { id }, signal });
}

export function creatorChannelQueryOptions(id: string) {
  return queryOptions({ queryKey: creatorKeys.channel(id), queryFn: ({ signal }) => getCreatorChannel(id, signal) });
}

export function useCreatorChannel(id: string) {
  return useQuery(creatorChannelQueryOptions(id));
}
