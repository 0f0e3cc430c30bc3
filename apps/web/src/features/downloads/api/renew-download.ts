import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';

/** Keeps a download DOWNLOAD_DAYS more while the right holds (403 or 404 otherwise: it is gone). */
export const renewDownload = (id: string) => api('post', apiPaths.downloadRenewal, { params: { id } });
