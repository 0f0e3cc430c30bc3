import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

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
  if (secretKey.length !== 32) throw new Error('stream key cipher needs a 32-byte key');
  return {
    /** A fresh random key and what to store of it. */
    generate(): { key: string; stored: StoredStreamKey } {
      const key = randomBytes(24).toString('base64url');
      return { key, stored: this.store(key) };
    },
    store(key: string): StoredStreamKey {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return { streamKeyHash: hashStreamKey(key), streamKeyCiphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
    },
    /** The key back from its ciphertext; throws when it was not sealed with this secret. */
    reveal(ciphertext: string): string {
      const data = Buffer.from(ciphertext, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', secretKey, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
    /** Whether a publish's stream name looks like one of our keys at all (cheap refusal before hashing). */
    wellFormed: (key: string) => KEY_PATTERN.test(key),
  };
}
export type StreamKeys = ReturnType<typeof createStreamKeys>;
