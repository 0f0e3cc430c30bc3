import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KIND_NAMES, type NotificationKind } from '@kora/shared';

export interface UnsubscribeTokens {
  /** The token of an e-mail's unsubscribe link: this person, this kind of e-mail. */
  sign(userId: string, kind: NotificationKind): string;
  /** Who and what a token unsubscribes, or null when it was not made by this platform. */
  verify(token: string): { userId: string; kind: NotificationKind } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Unsubscribe links that work without signing in and never expire (an e-mail read a month later still
 * works): an HMAC of the person and the kind, under a key derived from the media secret every instance
 * shares (its own label, so a media signature is never a valid token nor the reverse).
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('kora:notifications:unsubscribe').digest();
  const mac = (userId: string, kind: string) => createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);
  return {
    sign: (userId, kind) => `${userId}.${kind}.${mac(userId, kind)}`,
    verify(token) {
      const [userId, kind, signature] = token.split('.');
      if (!userId || !kind || !signature || !UUID.test(userId) || !(NOTIFICATION_KIND_NAMES as string[]).includes(kind)) return null;
      const expected = Buffer.from(mac(userId, kind));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind: kind as NotificationKind } : null;
    },
  };
}
