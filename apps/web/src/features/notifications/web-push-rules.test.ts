import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupported, sameKey, subscriptionBody } from './web-push-rules';

describe('Web Push on this device', () => {
  it('needs Notification, PushManager and a service worker container', () => {
    const all = { Notification: class {}, PushManager: class {}, navigator: { serviceWorker: {} } };
    expect(pushSupported(all)).toBe(true);
    expect(pushSupported({ ...all, PushManager: undefined })).toBe(false);
    expect(pushSupported({ ...all, Notification: undefined })).toBe(false);
    expect(pushSupported({ ...all, navigator: {} })).toBe(false);
  });

  it('reads the VAPID key in base64url, padded or not', () => {
    const bytes = Uint8Array.from([4, 251, 255, 0, 62, 63, 128]);
    const base64Url = Buffer.from(bytes).toString('base64url');
    expect(base64Url).not.toContain('=');
    expect([...base64UrlToBytes(base64Url)]).toEqual([...bytes]);
    expect([...base64UrlToBytes(Buffer.from(bytes).toString('base64'))]).toEqual([...bytes]);
    expect(base64UrlToBytes(Buffer.alloc(65, 7).toString('base64url'))).toHaveLength(65);
  });

  it('tells whether a subscription was made with the same key', () => {
    const key = Uint8Array.from([1, 2, 3]);
    expect(sameKey(Uint8Array.from([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(Uint8Array.from([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(Uint8Array.from([1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });

  it('sends the subscription as the server takes it, or nothing when a part is missing', () => {
    const json = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
    expect(subscriptionBody(json)).toEqual({ endpoint: json.endpoint, keys: json.keys });
    expect(subscriptionBody({ endpoint: json.endpoint })).toBeNull();
    expect(subscriptionBody({ keys: json.keys })).toBeNull();
    expect(subscriptionBody({ endpoint: json.endpoint, keys: { p256dh: 'x' } })).toBeNull();
  });
});
