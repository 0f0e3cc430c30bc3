import { apiPaths, type DownloadBody, type DownloadGrant, pathTo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a download of one rung: the server counts it and answers signed URLs and the expiry. */
export const createDownload = (videoId: string, body: DownloadBody) => apiRequest<DownloadGrant>('POST', pathTo(apiPaths.videoDownloads, { id: videoId }), body);
