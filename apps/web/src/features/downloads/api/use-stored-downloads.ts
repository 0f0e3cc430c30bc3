import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listStored } from '../offline-store';
import { downloadKeys } from './download-keys';

/** The downloads of `profileId` kept in this browser (none for an unknown profile); read offline too (no network involved). */
export function useStoredDownloads(profileId: string | null) {
  return useQuery({ queryKey: downloadKeys.storedOf(profileId), queryFn: () => listStored(profileId), networkMode: 'always', staleTime: 0 });
}

/** Reads this browser's downloads again, every profile's (after a download, a removal, a renewal). */
export function useRefreshStored() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: downloadKeys.stored }), [queryClient]);
}
