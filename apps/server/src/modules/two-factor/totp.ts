import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/**
 * TOTP as RFC 6238 and every authenticator app have it (SHA-1, 6 digits, 30 s), through the `otpauth` package; the
 * enrolment's QR code through `uqr` (an SVG, drawn on the server: the admin page loads no QR library).
 */
const PERIOD_SECONDS = 30;
const totpOf = (secret: string, label = '') => new TOTP({ issuer: 'Kora', label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A new 160-bit secret, base32 (what the app stores). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the app scans: the otpauth:// URI and its QR code as an SVG data URL. */
export function enrolmentOf(secret: string, accountLabel: string): { otpauthUri: string; qrSvg: string } {
  const otpauthUri = totpOf(secret, accountLabel).toString();
  return { otpauthUri, qrSvg: `data:image/svg+xml;base64,${Buffer.from(renderSVG(otpauthUri, { border: 2 })).toString('base64')}` };
}

/**
 * The 30-second step `code` belongs to, within one step of `now` either way (a phone's clock drifts), or undefined.
 * The caller accepts a step once only (the repository's lastStep), so a code seen over a shoulder cannot serve again.
 */
export function stepOfCode(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a moment (tests and the enrolment's own check use the same clock). */
export const totpCodeAt = (secret: string, now: number) => totpOf(secret).generate({ timestamp: now });

/** Ten recovery codes `xxxxx-xxxxx` (50 bits each, lower-case letters and digits without look-alikes). */
export function newRecoveryCodes(count: number): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const one = () => Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
  return Array.from({ length: count }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
/** What the database keeps of a recovery code (typed with or without its dash). */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(code.replace('-', '').toLowerCase()).digest('hex');

/**
 * The sign-in challenge between the password and the code: `<user>.<kind>.<expiry>.<mac>`, HMAC-SHA256 under a key
 * derived from the media secret. Stateless (any instance checks it); it opens nothing by itself, and a code is
 * accepted once, so a challenge used twice needs two codes.
 */
export function createChallenges(key: Buffer, minutes: number) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(userId: string, kind: 'admin' | 'user', now: number): { challenge: string; expiresAt: string } {
      const expires = Math.floor(now / 1000) + minutes * 60;
      const payload = `${userId}.${kind}.${expires}`;
      return { challenge: `${payload}.${mac(payload)}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
    /** The user and kind of a well-signed, unexpired challenge, or undefined. */
    read(challenge: string, now: number): { userId: string; kind: 'admin' | 'user' } | undefined {
      const [userId, kind, expires, signature] = challenge.split('.');
      if (!userId || (kind !== 'admin' && kind !== 'user') || !expires || !signature) return undefined;
      const expected = Buffer.from(mac(`${userId}.${kind}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return Number(expires) * 1000 >= now ? { userId, kind } : undefined;
    },
  };
}
export type Challenges = ReturnType<typeof createChallenges>;
