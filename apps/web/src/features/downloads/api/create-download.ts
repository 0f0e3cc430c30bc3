import { apiPaths, type DownloadBody } from '@kora/shared';
import { api } from '../../../lib/api';

/** Asks for a download of one rung: the server counts it and answers signed URLs and the expiry. */
export const createDownload = (videoId: string, body: DownloadBody) => api('post', apiPaths.videoDownloads, { params: { id: videoId }, body });
