import { apiPaths, type Download, pathTo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/** Keeps a download DOWNLOAD_DAYS more while the right holds (403 or 404 otherwise: it is gone). */
export const renewDownload = (id: string) => apiRequest<Download>('POST', pathTo(apiPaths.downloadRenewal, { id }));
