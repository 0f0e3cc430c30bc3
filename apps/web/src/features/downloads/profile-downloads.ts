import type { Download, SubtitleBrief } from '@kora/shared';

/** A download kept in this browser, and the profile it was granted to (the server keeps downloads per profile). */
export interface StoredDownload {
  download: Download;
  /** Bytes kept in this browser (the subtitles' files included). */
  storedBytes: number;
  /** The profile whose download this is: only it lists, plays, renews or removes it here. */
  profileId: string;
  /** The subtitle tracks kept with it (`subs-<language>.vtt` in its folder); absent from those kept before subtitles. */
  subtitles?: SubtitleBrief[];
}

/**
 * A record as read back from this browser. Those written before downloads were kept per profile carry no
 * `profileId`: nobody can tell whose they are, so they are unclaimed. An unclaimed download is listed to no profile
 * and removed by none; the first profile whose server list grants it, during a sync, adopts it (its id is written
 * then), from which point it is that profile's like any other. One the server grants to nobody stays unclaimed,
 * hidden, rather than be deleted by a profile that may not be its owner.
 */
export type KeptDownload = Omit<StoredDownload, 'profileId'> & { profileId?: string };

const isOf = (profileId: string) => (kept: KeptDownload): kept is StoredDownload => kept.profileId === profileId;

/** What `profileId` may see and play here: its own downloads only (none when the profile is unknown). */
export function storedFor(kept: readonly KeptDownload[], profileId: string | null): StoredDownload[] {
  return profileId === null ? [] : kept.filter(isOf(profileId));
}

/** What a sync of one profile does with the downloads kept here, given the ids its server list grants. */
export interface SyncPlan {
  /** Unclaimed downloads the server grants this profile: they become its own (their record is written again). */
  adopt: Download[];
  /** Its own downloads (adopted ones included) that the server still grants: renewed. */
  renew: string[];
  /** Its own downloads the server no longer grants: removed here. */
  remove: string[];
}

/**
 * Judges the downloads of `profileId` only: another profile's are never touched, and an unclaimed one is adopted
 * when granted, else left as it is (see {@link KeptDownload}). `granted` is the profile's server list, by id.
 */
export function syncPlanFor(kept: readonly KeptDownload[], profileId: string, granted: ReadonlyMap<string, Download>): SyncPlan {
  const plan: SyncPlan = { adopt: [], renew: [], remove: [] };
  for (const { download, profileId: owner } of kept) {
    const grant = granted.get(download.id);
    if (owner === undefined) {
      if (!grant) continue;
      plan.adopt.push(grant);
      plan.renew.push(download.id);
    } else if (owner === profileId) {
      if (grant) plan.renew.push(download.id);
      else plan.remove.push(download.id);
    }
  }
  return plan;
}

/** Whether a sync of `profileId` has anything to judge here: its own downloads, or unclaimed ones it may adopt. */
export const hasWorkFor = (kept: readonly KeptDownload[], profileId: string) => kept.some((k) => k.profileId === undefined || k.profileId === profileId);
