import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createChallenges, enrolmentOf, hashRecoveryCode, newRecoveryCodes, newTotpSecret, stepOfCode, totpCodeAt } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC’s test vectors for SHA-1 at 6 digits', () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890" (base32 below); 8-digit values' last 6 digits.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(secret, 59_000)).toBe('287082');
    expect(totpCodeAt(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of the step before and after (a drifting clock), never two steps away, and says which step', () => {
    const secret = newTotpSecret();
    const now = 1_795_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(stepOfCode(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(stepOfCode(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(stepOfCode(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(stepOfCode(secret, totpCodeAt(secret, now - 60_000), now)).toBeUndefined();
    expect(stepOfCode(newTotpSecret(), totpCodeAt(secret, now), now)).toBeUndefined();
  });

  it('makes a scannable enrolment: the otpauth URI for the account, and its QR code as an SVG', () => {
    const { otpauthUri, qrSvg } = enrolmentOf('JBSWY3DPEHPK3PXP', 'admin@kora.demo');
    expect(otpauthUri).toBe('otpauth://totp/Kora:admin%40kora.demo?issuer=Kora&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30');
    expect(Buffer.from(qrSvg.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('makes ten distinct recovery codes, hashed the same with or without their dash', () => {
    const codes = newRecoveryCodes(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const first = codes[0] as string;
    expect(hashRecoveryCode(first.replace('-', '').toUpperCase())).toBe(hashRecoveryCode(first));
  });
});

describe('sign-in challenges', () => {
  const challenges = createChallenges(randomBytes(32), 5);
  const now = Date.now();

  it('are read back until they expire, and never when forged or signed by another key', () => {
    const { challenge } = challenges.issue('user-1', 'admin', now);
    expect(challenges.read(challenge, now + 4 * 60_000)).toEqual({ userId: 'user-1', kind: 'admin' });
    expect(challenges.read(challenge, now + 6 * 60_000)).toBeUndefined();
    expect(challenges.read(challenge.replace('user-1', 'user-2'), now)).toBeUndefined();
    expect(challenges.read(challenge.replace('.admin.', '.user.'), now)).toBeUndefined();
    expect(createChallenges(randomBytes(32), 5).read(challenge, now)).toBeUndefined();
    expect(challenges.read('n.importe.quoi', now)).toBeUndefined();
  });
});
