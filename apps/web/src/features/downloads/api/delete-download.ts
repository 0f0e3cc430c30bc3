import { apiPaths, pathTo } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

export const deleteDownload = (id: string) => apiRequest<{ removed: true }>('DELETE', pathTo(apiPaths.download, { id }));
