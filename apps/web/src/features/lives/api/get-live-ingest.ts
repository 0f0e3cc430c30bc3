import { apiPaths, pathTo, type LiveIngest } from '@kora/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** Where an encoder publishes the live (OBS's Server and Stream Key) and what Kora accepts. Owner only. */
export function getLiveIngest(id: string, signal?: AbortSignal): Promise<LiveIngest> {
  return apiRequest('GET', pathTo(apiPaths.liveIngest, { id }), undefined, { signal });
}

/** A new stream key; the old one stops working. */
export function regenerateLiveIngest(id: string): Promise<LiveIngest> {
  return apiRequest('POST', pathTo(apiPaths.liveIngestRegenerate, { id }));
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
