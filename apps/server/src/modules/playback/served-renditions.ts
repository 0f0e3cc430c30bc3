import { type Actor, maxHeightFor } from '@kora/shared';
import type { StoredRendition, VideoRow } from '../../db/schema/index.js';
import { AV1_MASTER_FILE, masterFileFor } from '../../media/capped-masters.js';

/** What of a video a person is served: the rungs their plan's picture allows, and the master that lists just those. */
export interface ServedRenditions {
  renditions: StoredRendition[];
  /** The master file to sign (capped-masters.ts). */
  masterFile: string;
  /** The tallest rung served when the video has taller ones (their files are refused), else undefined. */
  maxHeight: number | undefined;
  /** The AV1 master of the same rungs, where every rung served has its AV1 copy (av1-pass.ts), else undefined. */
  av1MasterFile: string | undefined;
}

/**
 * The rungs of a video a person is served: every one for admins and its uploader, else those no taller than their
 * tier's picture (TIER_MAX_HEIGHT: a Basic subscriber gets 720p of a 1080p video, the audio-only rung always).
 */
export function servedRenditions(user: Actor, video: Pick<VideoRow, 'renditions' | 'uploadedBy'>): ServedRenditions {
  const cap = maxHeightFor(user, video);
  const renditions = cap === null ? video.renditions : video.renditions.filter((r) => r.height === null || r.height <= cap);
  const capped = cap !== null && renditions.length < video.renditions.length;
  const av1 = renditions.every((r) => r.height === null || r.av1) && renditions.some((r) => r.av1);
  return { renditions, masterFile: masterFileFor(video.renditions, cap), maxHeight: capped ? cap : undefined, av1MasterFile: av1 ? masterFileFor(video.renditions, cap, AV1_MASTER_FILE) : undefined };
}
