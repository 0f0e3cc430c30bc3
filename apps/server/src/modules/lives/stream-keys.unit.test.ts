import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStreamKeys, hashStreamKey } from './stream-keys.js';

describe('stream keys', () => {
  const keys = createStreamKeys(randomBytes(32));

  it('generates distinct well-formed keys stored as hash and ciphertext, never in clear', () => {
    const a = keys.generate();
    const b = keys.generate();
    expect(a.key).not.toBe(b.key);
    expect(keys.wellFormed(a.key)).toBe(true);
    expect(a.stored.streamKeyHash).toBe(hashStreamKey(a.key));
    expect(a.stored.streamKeyCiphertext).not.toContain(a.key);
    expect(keys.reveal(a.stored.streamKeyCiphertext)).toBe(a.key);
  });

  it('refuses a ciphertext sealed under another secret or tampered with', () => {
    const { stored } = keys.generate();
    expect(() => createStreamKeys(randomBytes(32)).reveal(stored.streamKeyCiphertext)).toThrow();
    const bytes = Buffer.from(stored.streamKeyCiphertext, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => keys.reveal(bytes.toString('base64url'))).toThrow();
  });

  it('tells stream names that cannot be keys', () => {
    expect(keys.wellFormed('short')).toBe(false);
    expect(keys.wellFormed('a'.repeat(31) + '/')).toBe(false);
  });
});
