import { apiPaths, pathTo, type ProgressBody, type ProgressResponse } from '@kora/shared';
import { api } from '../../../lib/api';

/**
 * Records where this profile stopped; also this screen's beat (`start`: playback began here, the screen is
 * taken). keepalive lets the request finish when the page is being hidden or closed (sendBeacon cannot send
 * JSON with the origin check the server applies).
 */
export function saveProgress(id: string, positionSeconds: number, start = false): Promise<ProgressResponse> {
  const body: ProgressBody = start ? { positionSeconds, start } : { positionSeconds };
  return api('post', apiPaths.progress, { params: { id }, body, keepalive: true });
}

/**
 * The page leaves a video: its screen is free for another device at once. A beacon (a bodiless POST
 * the browser sends after the page is gone), because a keepalive fetch started while a page is torn
 * down mid-load was seen never to leave Chromium; a keepalive fetch stays as the fallback.
 */
export function releaseScreen(id: string): void {
  const url = pathTo(apiPaths.playbackScreenRelease, { id });
  if (navigator.sendBeacon?.(url)) return;
  fetch(url, { method: 'POST', credentials: 'include', keepalive: true, headers: { Accept: 'application/json' } }).catch(() => undefined);
}
