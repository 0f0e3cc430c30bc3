import type { PushSubscriptionBody } from '@kora/shared';

/** What this browser offers for Web Push: all three parts, or it cannot receive pushes at all. */
export function pushSupported(scope: { Notification?: unknown; PushManager?: unknown; navigator?: { serviceWorker?: unknown } }): boolean {
  return Boolean(scope.Notification && scope.PushManager && scope.navigator?.serviceWorker);
}

/** The bytes of a base64url string (the VAPID key the server gives), as PushManager.subscribe wants them. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a key changed on the server needs a new subscription). */
export function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/** The body the server takes from `PushSubscription.toJSON()`, or null when the browser left out a part of it. */
export function subscriptionBody(json: { endpoint?: string | undefined; keys?: Record<string, string> | undefined }): PushSubscriptionBody | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
