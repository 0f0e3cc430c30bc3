import { apiPaths, type ProgressBody, type ProgressResponse } from '@kora/shared';
import { api } from '../../../lib/api';

/**
 * Records where this user stopped (also this screen's beat). keepalive lets the request finish when
 * the page is being hidden or closed (sendBeacon cannot send JSON with the origin check the server applies).
 */
export function saveProgress(id: string, positionSeconds: number): Promise<ProgressResponse> {
  const body: ProgressBody = { positionSeconds };
  return api('post', apiPaths.progress, { params: { id }, body, keepalive: true });
}

export { releaseScreen } from '../../../lib/screen-release';
