import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';

export const deleteDownload = (id: string) => api('delete', apiPaths.download, { params: { id } });
