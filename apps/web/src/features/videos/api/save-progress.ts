import { apiRequest } from '../../../lib/api-client';

/**
 * Records where this user stopped. keepalive lets the request finish when the page is being hidden
 * or closed (sendBeacon cannot send JSON with the origin check the server applies).
 */
export function saveProgress(id: string, positionSeconds: number): Promise<{ saved: boolean }> {
  return apiRequest('POST', `/api/videos/${encodeURIComponent(id)}/progress`, { positionSeconds }, { keepalive: true });
}
