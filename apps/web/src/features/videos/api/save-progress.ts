import { apiPaths, pathTo, type ProgressBody, type ProgressResponse } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * Records where this user stopped (also this screen's beat). keepalive lets the request finish when
 * the page is being hidden or closed (sendBeacon cannot send JSON with the origin check the server applies).
 */
export function saveProgress(id: string, positionSeconds: number): Promise<ProgressResponse> {
  const body: ProgressBody = { positionSeconds };
  return apiRequest('POST', pathTo(apiPaths.progress, { id }), body, { keepalive: true });
}

/**
 * The page leaves the video: its screen is free for another device at once. A beacon (a bodiless
 * POST the browser sends after the page is gone), because a keepalive fetch started while a page is
 * torn down mid-load was seen never to leave Chromium; the fetch stays as the fallback.
 */
export function releaseScreen(id: string): void {
  const url = pathTo(apiPaths.playbackScreenRelease, { id });
  if (navigator.sendBeacon?.(url)) return;
  apiRequest('POST', url, undefined, { keepalive: true }).catch(() => undefined);
}
