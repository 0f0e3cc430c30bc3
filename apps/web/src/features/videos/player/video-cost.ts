import type { Rendition } from '@kora/shared';
import { formatNumber } from '../../../lib/format';
import type { QualityChoice } from '../../../components/player/quality-menu';
import { videosWatchTexts } from '../watch-texts';

export interface VideoCost {
  megabytes: number;
  /** The rendition the figure is for. */
  rendition: Rendition;
  /** Auto: the figure is the most it may cost (the highest rung it may climb to). */
  atMost: boolean;
}

/**
 * What the whole video costs at a quality choice, from the renditions' Mo/min: a locked height or
 * sound only at their own figure; Auto at the highest rung it may reach (the data saver's cap, else
 * the top), as an upper bound, since it climbs only as far as the link lets it. Null when the
 * choice matches no rendition or the length is unknown.
 */
export function videoCost(renditions: readonly Rendition[], choice: QualityChoice, maxAutoHeight: number | null, durationSeconds: number): VideoCost | null {
  if (!(durationSeconds > 0)) return null;
  const video = renditions.filter((r) => r.height !== null).sort((a, b) => a.height! - b.height!);
  let rendition: Rendition | undefined;
  if (choice === 'audio') rendition = renditions.find((r) => r.height === null);
  else if (choice !== null) rendition = video.find((r) => r.height === choice);
  else rendition = video.filter((r) => maxAutoHeight === null || r.height! <= maxAutoHeight).at(-1) ?? video[0];
  if (!rendition) return null;
  return { megabytes: (rendition.megabytesPerMinute * durationSeconds) / 60, rendition, atMost: choice === null && video.length > 1 };
}

/** '≈ 12 Mo', rounded up to a whole megabyte (1 at least): a budget, not an invoice. */
export function formatCost(megabytes: number): string {
  return videosWatchTexts.cost(formatNumber(Math.max(1, Math.ceil(megabytes))));
}
