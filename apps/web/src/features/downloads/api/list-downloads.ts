import { apiPaths, type Download } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/** My downloads, as the server counts them (to remove here what it no longer grants). */
export const listDownloads = () => apiRequest<Download[]>('GET', apiPaths.downloads);
