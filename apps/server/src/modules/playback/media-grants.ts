import { createHmac } from 'node:crypto';
import type { MediaAsset } from '../../storage/media-keys.js';
import type { MediaRights } from './media-delivery.js';
import { createMediaUrlSigner, type MediaUrlSigner } from './media-url-signer.js';

/**
 * Signed media, as a platform part every module may use: the signer of media URLs and the
 * registry of who may fetch each kind of asset. The module that owns a kind registers its
 * rights (`rights.video = …` by playback, `rights.live = …` by lives); delivery reads the
 * registry at each request, so the order modules are registered in does not matter.
 */
export interface MediaGrants {
  signer: MediaUrlSigner;
  rights: MediaRights;
  /** The signed URL prefix that opens `asset` to the profile `viewerId` for `ttlMinutes`, and when it expires. */
  grant(asset: MediaAsset, viewerId: string, ttlMinutes: number): { prefix: string; expiresAt: string };
  /** A 32-byte key for another purpose (stream keys at rest…), derived from the media secret and the purpose's name. */
  deriveKey(purpose: string): Buffer;
}

export function createMediaGrants(secret: string): MediaGrants {
  const signer = createMediaUrlSigner(secret);
  return {
    signer,
    rights: {},
    grant(asset, viewerId, ttlMinutes) {
      const expires = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
      return { prefix: signer.prefix({ ...asset, viewerId, expires }), expiresAt: new Date(expires * 1000).toISOString() };
    },
    deriveKey: (purpose) => createHmac('sha256', secret).update(`kora:${purpose}`).digest(),
  };
}
