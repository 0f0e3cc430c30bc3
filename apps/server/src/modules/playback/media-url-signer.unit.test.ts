import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner, type MediaGrant } from './media-url-signer.js';

const signer = createMediaUrlSigner('secret-de-test');
const id = '0b5c2f9e-1d7a-4c1b-9a53-2f0e6f1d8c44';
const viewerId = '6f1d8c44-1d7a-4c1b-9a53-2f0e0b5c2f9e';
const expires = 2_000_000_000;
const signatureOf = (prefix: string) => prefix.split('/')[6] as string;

describe('media URL signer', () => {
  it('puts kind, id, user, expiry and signature in the path, signing kind.id.user.expiry', () => {
    const grant: MediaGrant = { kind: 'video', id, viewerId, expires };
    const prefix = signer.prefix(grant);
    const mac = createHmac('sha256', 'secret-de-test').update(`video.${id}.${viewerId}.${expires}`).digest('base64url');
    expect(prefix).toBe(`/media/video/${id}/${viewerId}/${expires}/${mac}`);
    expect(signer.verify(grant, mac, expires - 1)).toBe(true);
  });

  it("does not let a video's signature open the live with the same id", () => {
    const video = signatureOf(signer.prefix({ kind: 'video', id, viewerId, expires }));
    expect(signer.verify({ kind: 'live', id, viewerId, expires }, video, expires - 1)).toBe(false);
    const live = signatureOf(signer.prefix({ kind: 'live', id, viewerId, expires }));
    expect(live).not.toBe(video);
    expect(signer.verify({ kind: 'live', id, viewerId, expires }, live, expires - 1)).toBe(true);
  });

  it('refuses an expired grant, another user and another secret', () => {
    const grant: MediaGrant = { kind: 'video', id, viewerId, expires };
    const mac = signatureOf(signer.prefix(grant));
    expect(signer.verify(grant, mac, expires + 1)).toBe(false);
    expect(signer.verify({ ...grant, viewerId: id }, mac, expires - 1)).toBe(false);
    expect(createMediaUrlSigner('autre').verify(grant, mac, expires - 1)).toBe(false);
  });
});
