import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAsset } from '../../storage/media-keys.js';

/**
 * Signed, expiring media URLs. The signature covers the asset (kind and id), the viewer (the profile it
 * was signed for: its account's rights and its age rating are judged) and the expiry, and sits in the
 * path (`/media/<kind>/<id>/<viewer>/<expiry>/<signature>/master.m3u8`), so the relative URLs inside
 * playlists inherit it and no playlist needs rewriting. A CDN or nginx can check the same HMAC at the
 * edge: HMAC-SHA256 of `<kind>.<id>.<viewer>.<expiry>`, base64url.
 * The kind is signed so a grant for a video never opens the live (or any other asset) that
 * happens to share its id.
 */
export interface MediaGrant extends MediaAsset {
  /** The profile the URL opens the asset to. */
  viewerId: string;
  /** Unix seconds. */
  expires: number;
}

export function createMediaUrlSigner(secret: string) {
  const mac = (g: MediaGrant) => createHmac('sha256', secret).update(`${g.kind}.${g.id}.${g.viewerId}.${g.expires}`).digest('base64url');
  return {
    /** The URL prefix that grants this viewer this asset until `expires`. */
    prefix(g: MediaGrant): string {
      return `/media/${g.kind}/${g.id}/${g.viewerId}/${g.expires}/${mac(g)}`;
    },
    /** True when the signature matches and has not expired. Constant time. */
    verify(g: MediaGrant, signature: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
      if (!Number.isInteger(g.expires) || g.expires < nowSeconds) return false;
      const expected = Buffer.from(mac(g));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type MediaUrlSigner = ReturnType<typeof createMediaUrlSigner>;

/** MEDIA_URL_SECRET, or a random key generated once and kept in dataDir (stable across restarts). */
export async function loadMediaUrlSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'media-url.secret');
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return (await fs.readFile(file, 'utf8')).trim();
}
