import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';

/** My downloads, as the server counts them (to remove here what it no longer grants). */
export const listDownloads = () => api('get', apiPaths.downloads);
