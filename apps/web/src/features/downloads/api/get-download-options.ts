import { apiPaths } from '@kora/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadKeys } from './download-keys';

export const getDownloadOptions = (videoId: string) => api('get', apiPaths.downloadOptions, { params: { id: videoId } });

export const downloadOptionsQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: downloadKeys.options(videoId), queryFn: () => getDownloadOptions(videoId) });

/** The rungs this video may be downloaded at and their sizes; asked only when `enabled` (the plan includes downloads). */
export function useDownloadOptions(videoId: string, enabled: boolean) {
  return useQuery({ ...downloadOptionsQueryOptions(videoId), enabled });
}
