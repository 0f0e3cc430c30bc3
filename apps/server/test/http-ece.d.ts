declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Encrypted content-encoding for HTTP (RFC 8188), as Web Push uses it (RFC 8291): what the test kits read. */
  interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: string;
    dh?: string;
  }
  const ece: { decrypt(buffer: Buffer, params: EceParams): Buffer };
  export default ece;
}
