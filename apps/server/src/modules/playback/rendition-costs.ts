import { megabytesPerMinute, type Rendition } from '@kora/shared';
import type { StoredRendition } from '../../db/schema/index.js';

/**
 * The renditions as the quality menu lists them, with what a minute of each costs.
 *
 * The figure is the rung's measured mean bit rate (AVERAGE-BANDWIDTH: the bytes of its segments
 * over their duration), or its declared peak for renditions stored before that was measured. Those
 * means need not rise with the picture: x264 gives a capped VBR rung what the picture needs, and a
 * clean 720p source costs less at its own size than scaled down to 480p (the scaler's softening is
 * detail to encode); a demo video measured 0.79 Mbit/s at 720p and 1.03 at 480p. A menu where a
 * sharper picture looks cheaper is one viewers cannot trust with a data budget, and a figure below
 * what a lower rung costs would promise savings Auto does not deliver (it climbs through the lower
 * rungs), so each video rung shows at least what every lower one does: never less than the truth
 * for the rungs below, the rung's own cost when it is the larger. Audio alone keeps its own figure.
 */
export function renditionCosts(stored: readonly StoredRendition[]): Rendition[] {
  const floor = floorsOf(stored, (r) => r.averageBandwidth ?? r.bandwidth);
  // The AV1 copies' figures, floored the same way among themselves (a player on the AV1 master climbs through them).
  const av1Floor = floorsOf(stored, (r) => r.av1?.averageBandwidth ?? 0);
  return stored.map((r) => ({
    id: r.id,
    height: r.height,
    bandwidth: r.bandwidth,
    megabytesPerMinute: megabytesPerMinute(floor.get(r.id) ?? r.averageBandwidth ?? r.bandwidth),
    ...(r.opus ? { opus: { playlist: r.opus.playlist, megabytesPerMinute: megabytesPerMinute(r.opus.averageBandwidth) } } : {}),
    ...(r.av1 ? { av1: { playlist: r.av1.playlist, codecs: r.av1.codecs, bandwidth: r.av1.bandwidth, megabytesPerMinute: megabytesPerMinute(av1Floor.get(r.id)!) } } : {}),
  }));
}

/** Each video rung's figure raised to the highest of the rungs below it (bits per second, by rendition id). */
function floorsOf(stored: readonly StoredRendition[], figure: (r: StoredRendition) => number): Map<string, number> {
  const floor = new Map<string, number>();
  let highest = 0;
  for (const rendition of [...stored].filter((r) => r.height !== null).sort((a, b) => a.height! - b.height!)) {
    highest = Math.max(highest, figure(rendition));
    floor.set(rendition.id, highest);
  }
  return floor;
}
