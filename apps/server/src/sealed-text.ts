import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Short secrets at rest (stream keys, two-factor secrets): AES-256-GCM under a key derived from the media secret for
 * one purpose (`media.deriveKey(purpose)`), so a copy of the database alone reveals none of them. The stored text is
 * base64url of IV (12 bytes), tag (16) and ciphertext.
 */
export function createSealer(key: Buffer) {
  if (key.length !== 32) throw new Error('sealed text needs a 32-byte key');
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The text back; throws when it was not sealed with this key. */
    reveal(sealed: string): string {
      const data = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
