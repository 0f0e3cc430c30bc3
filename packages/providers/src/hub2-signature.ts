import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Hub2's webhook signature (https://docs.hub2.io, webhooks integration): the header
 * `Hub2-Signature: s1=<hex>,s0=<hex>` carries the HMAC-SHA256 of the raw body with the webhook's
 * current secret (s1) and, for 24 h after a rotation, with the previous one (s0). Hub2 signs no
 * timestamp: replays are stopped by deduplicating event ids, and nothing is granted before the intent
 * is read back from Hub2.
 */

export const HUB2_SIGNATURE_HEADER = 'hub2-signature';

const hmacOf = (body: string | Buffer, secret: string) => createHmac('sha256', secret).update(body).digest();

/** The header Hub2 sends: s1 with the current secret, s0 with the previous one while a rotation runs. */
export function signHub2(body: string | Buffer, secret: string, previousSecret?: string): string {
  const parts = [`s1=${hmacOf(body, secret).toString('hex')}`];
  if (previousSecret) parts.push(`s0=${hmacOf(body, previousSecret).toString('hex')}`);
  return parts.join(',');
}

/** The signatures the header carries (s1 and s0, well-formed hex of a SHA-256 only). */
function signaturesOf(header: string): Buffer[] {
  const found: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if ((key === 's1' || key === 's0') && value && /^[0-9a-f]{64}$/i.test(value)) found.push(Buffer.from(value, 'hex'));
  }
  return found;
}

/**
 * Whether the raw body was signed by Hub2 with one of the secrets Kora knows (its current one and,
 * during a rotation, its previous one): any signature of the header matching any of them passes,
 * so Kora and Hub2 may rotate in either order. Compared in constant time.
 */
export function verifyHub2Signature(rawBody: Buffer, header: string | undefined, secrets: ReadonlyArray<string | undefined>): boolean {
  if (!header || header.length > 1000) return false;
  const given = signaturesOf(header);
  let ok = false;
  for (const secret of secrets) {
    if (!secret) continue;
    const expected = hmacOf(rawBody, secret);
    for (const signature of given) if (timingSafeEqual(signature, expected)) ok = true;
  }
  return ok;
}
