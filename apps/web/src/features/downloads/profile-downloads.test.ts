import type { Download } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { hasWorkFor, type KeptDownload, storedFor, syncPlanFor } from './profile-downloads';

const download = (id: string, expiresAt = '2026-02-01T10:00:00.000Z'): Download => ({
  id,
  videoId: `v-${id}`,
  title: `Vidéo ${id}`,
  thumbnailUrl: null,
  duration: 60,
  rendition: '360p',
  height: 360,
  bytes: 1000,
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt,
});
const kept = (id: string, profileId?: string): KeptDownload => ({ download: download(id), storedBytes: 1000, ...(profileId ? { profileId } : {}) });
const grants = (...ids: string[]) => new Map(ids.map((id) => [id, download(id, '2026-03-01T10:00:00.000Z')]));

const adult = 'p-adulte';
const kids = 'p-enfant';
const here = [kept('a1', adult), kept('k1', kids), kept('old')];

describe('storedFor', () => {
  it("lists a profile's own downloads only, never another profile's", () => {
    expect(storedFor(here, kids).map((s) => s.download.id)).toEqual(['k1']);
    expect(storedFor(here, adult).map((s) => s.download.id)).toEqual(['a1']);
  });

  it('hides an unclaimed download (written before downloads were per profile) from every profile', () => {
    expect(storedFor([kept('old')], adult)).toEqual([]);
  });

  it('lists nothing for an unknown profile rather than everything', () => {
    expect(storedFor(here, null)).toEqual([]);
  });
});

describe('syncPlanFor', () => {
  it("never removes another profile's download that this profile's server list does not grant", () => {
    const plan = syncPlanFor(here, kids, grants('k1'));
    expect(plan).toEqual({ adopt: [], renew: ['k1'], remove: [] });
  });

  it('removes its own downloads the server no longer grants, renews the others', () => {
    const plan = syncPlanFor([kept('a1', adult), kept('a2', adult)], adult, grants('a2'));
    expect(plan).toEqual({ adopt: [], renew: ['a2'], remove: ['a1'] });
  });

  it("adopts an unclaimed download its server list grants, with the server's record, and renews it", () => {
    const plan = syncPlanFor(here, adult, grants('a1', 'old'));
    expect(plan.adopt.map((d) => [d.id, d.expiresAt])).toEqual([['old', '2026-03-01T10:00:00.000Z']]);
    expect(plan.renew).toEqual(['a1', 'old']);
    expect(plan.remove).toEqual([]);
  });

  it('leaves an unclaimed download it is not granted alone: its owner may be another profile', () => {
    expect(syncPlanFor(here, kids, grants())).toEqual({ adopt: [], renew: [], remove: ['k1'] });
  });

  it('does not take over a download another profile already owns, even when granted', () => {
    expect(syncPlanFor([kept('a1', adult)], kids, grants('a1'))).toEqual({ adopt: [], renew: [], remove: [] });
  });
});

describe('hasWorkFor', () => {
  it("is its own downloads or unclaimed ones, not another profile's", () => {
    expect(hasWorkFor([kept('a1', adult)], kids)).toBe(false);
    expect(hasWorkFor([kept('a1', adult), kept('old')], kids)).toBe(true);
    expect(hasWorkFor([kept('k1', kids)], kids)).toBe(true);
    expect(hasWorkFor([], kids)).toBe(false);
  });
});
