import { apiPaths } from '@kora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveKeys } from './live-keys';

/** Where an encoder publishes the live (OBS's Server and Stream Key) and what Kora accepts. Owner only. */
export function getLiveIngest(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.liveIngest, { params: { id }, signal });
}

/** A new stream key; the old one stops working. */
export function regenerateLiveIngest(id: string) {
  return api('post', apiPaths.liveIngestRegenerate, { params: { id } });
}

export function useLiveIngest(id: string | null) {
  return useQuery({
    queryKey: liveKeys.ingest(id ?? ''),
    queryFn: ({ signal }) => getLiveIngest(id ?? '', signal),
    enabled: id !== null,
    // A stream key is a secret: not kept once the page is left.
    gcTime: 0,
  });
}

export function useRegenerateLiveIngest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateLiveIngest,
    meta: { handlesUnauthorized: true },
    onSuccess: (ingest, id) => queryClient.setQueryData(liveKeys.ingest(id), ingest),
  });
}
