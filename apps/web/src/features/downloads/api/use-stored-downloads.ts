import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listStored } from '../offline-store';
import { downloadKeys } from './download-keys';

/** The downloads kept in this browser; read offline too (no network involved). */
export function useStoredDownloads() {
  return useQuery({ queryKey: downloadKeys.stored, queryFn: listStored, networkMode: 'always', staleTime: 0 });
}

/** Reads this browser's downloads again (after a download, a removal, a renewal). */
export function useRefreshStored() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: downloadKeys.stored }), [queryClient]);
}
