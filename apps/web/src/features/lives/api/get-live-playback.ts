import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** While nothing is on air yet (409), ask again this often. */
export const LIVE_NOT_STARTED_RETRY_MS = 5_000;

/**
 * The signed master playlist of a live. Fails with 403 { code: 'tier_required' }, 403 (not allowed)
 * or 409 while nothing is on air yet.
 */
export function getLivePlayback(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.livePlayback, { params: { id }, signal });
}

/** What refused playback: 'tier_required', 'not_on_air' (409), 'forbidden' (other 403), or undefined. */
export function livePlaybackRefusal(error: unknown): 'tier_required' | 'not_on_air' | 'forbidden' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.body?.code === 'tier_required') return 'tier_required';
  if (error.status === 409) return 'not_on_air';
  if (error.status === 403) return 'forbidden';
  return undefined;
}

export function livePlaybackQueryOptions(id: string) {
  return queryOptions({
    queryKey: liveKeys.playback(id),
    queryFn: ({ signal }) => getLivePlayback(id, signal),
    // Signed URLs expire: none are kept once the page is left.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (livePlaybackRefusal(query.state.error) === 'not_on_air' ? LIVE_NOT_STARTED_RETRY_MS : false),
  });
}

export function useLivePlayback(id: string, enabled: boolean) {
  return useQuery({ ...livePlaybackQueryOptions(id), enabled });
}
