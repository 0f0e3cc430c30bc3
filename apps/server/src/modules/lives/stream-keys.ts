import { createHash, randomBytes } from 'node:crypto';
import { createSealer } from '../../sealed-text.js';

/** A stream key as encoders send it: 32 URL-safe characters (192 random bits), fine in an RTMP stream name. */
const KEY_PATTERN = /^[\w-]{32}$/;

/** What the database keeps of a stream key: its hash (for the ingest) and its ciphertext (for the owner to read it back). */
export interface StoredStreamKey {
  streamKeyHash: string;
  streamKeyCiphertext: string;
}

export const hashStreamKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Stream keys at rest: AES-256-GCM under a key derived from the media secret, so a copy of
 * the database alone publishes nothing; the ingest compares SHA-256 hashes and never decrypts.
 */
export function createStreamKeys(secretKey: Buffer) {
  const sealer = createSealer(secretKey);
  return {
    /** A fresh random key and what to store of it. */
    generate(): { key: string; stored: StoredStreamKey } {
      const key = randomBytes(24).toString('base64url');
      return { key, stored: this.store(key) };
    },
    store(key: string): StoredStreamKey {
      return { streamKeyHash: hashStreamKey(key), streamKeyCiphertext: sealer.seal(key) };
    },
    /** The key back from its ciphertext; throws when it was not sealed with this secret. */
    reveal: sealer.reveal,
    /** Whether a publish's stream name looks like one of our keys at all (cheap refusal before hashing). */
    wellFormed: (key: string) => KEY_PATTERN.test(key),
  };
}
export type StreamKeys = ReturnType<typeof createStreamKeys>;
