import { apiPaths, type UrlCheckBody } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { ownUnauthorized } from '../../../lib/action-error';
import { api } from '../../../lib/api';

/**
 * 'Vérifier': the server asks the URL (the browser cannot ask another site, CORS), under the address
 * rules of URL import; ok false carries the French reason ('URL invalide', 'URL inaccessible'…).
 */
export function checkUrl(body: UrlCheckBody) {
  return api('post', apiPaths.adminUrlCheck, { body });
}

export const useCheckUrl = () => useMutation({ mutationFn: checkUrl, meta: ownUnauthorized });
