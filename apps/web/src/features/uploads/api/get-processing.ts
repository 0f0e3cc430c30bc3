import { apiPaths, type Processing } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api';
import { uploadKeys } from './upload-keys';

/** How often the processing state is read while the video is being prepared (ms). */
export const PROCESSING_POLL_MS = 2000;

/** Where the preparation of one video stands (owner and admins). */
export function getProcessing(id: string, signal?: AbortSignal) {
  return api('get', apiPaths.processing, { params: { id }, signal });
}

/**
 * Read every 2 s while processing; stops once ready or failed, on an answer that will not change
 * (4xx: gone, not allowed), and when the last component using it unmounts. A dropped connection
 * does not stop it: the next tick tries again.
 */
export function processingQueryOptions(id: string, initial?: Processing) {
  return queryOptions({
    queryKey: uploadKeys.processing(id),
    queryFn: ({ signal }) => getProcessing(id, signal),
    initialData: initial,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error instanceof ApiError && error.status < 500) return false;
      return !data || data.status === 'processing' ? PROCESSING_POLL_MS : false;
    },
  });
}

export function useProcessing(id: string, initial?: Processing) {
  return useQuery(processingQueryOptions(id, initial));
}
