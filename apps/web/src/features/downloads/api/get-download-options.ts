import { apiPaths, type DownloadOptions, pathTo } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadKeys } from './download-keys';

export const getDownloadOptions = (videoId: string) => apiRequest<DownloadOptions>('GET', pathTo(apiPaths.downloadOptions, { id: videoId }));

export const downloadOptionsQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: downloadKeys.options(videoId), queryFn: () => getDownloadOptions(videoId) });

/** The rungs this video may be downloaded at and their sizes; asked only when `enabled` (the plan includes downloads). */
export function useDownloadOptions(videoId: string, enabled: boolean) {
  return useQuery({ ...downloadOptionsQueryOptions(videoId), enabled });
}
