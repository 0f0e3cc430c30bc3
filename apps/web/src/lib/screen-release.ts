import { apiPaths, pathTo } from '@kora/shared/api-paths';

/**
 * The page leaves a video: its screen is free for another device at once. A beacon (a bodiless POST
 * the browser sends after the page is gone), because a keepalive fetch started while a page is torn
 * down mid-load was seen never to leave Chromium; a keepalive fetch stays as the fallback. Free of
 * the framework: the boot script frees a screen it asked for before the app was there.
 */
export function releaseScreen(id: string): void {
  const url = pathTo(apiPaths.playbackScreenRelease, { id });
  if (navigator.sendBeacon?.(url)) return;
  fetch(url, { method: 'POST', credentials: 'include', keepalive: true, headers: { Accept: 'application/json' } }).catch(() => undefined);
}
