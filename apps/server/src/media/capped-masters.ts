import { TIER_MAX_HEIGHT } from '@kora/shared';
import type { MasterVariant } from './hls-playlist.js';

/**
 * A video's master playlists, one per picture a tier is served. The master lists every rung; a viewer whose plan
 * stops below the video's tallest rung is signed a capped master instead (`master-720p.m3u8`), written beside it
 * when the video is prepared: it lists the rungs no taller than the cap, so a player never climbs to a rung the
 * server refuses (media-delivery.ts). Files, not a rewrite per request: nginx sends playlists from disk.
 */
export const MASTER_FILE = 'master.m3u8';
/**
 * The master of a video's AV1 copies (av1-pass.ts), and its capped ones (`master-av1-720p.m3u8`): the same rungs in
 * AV1, for the browsers that play it; the page picks it, as it picks the Opus audio.
 */
export const AV1_MASTER_FILE = 'master-av1.m3u8';
/** A master's name without `.m3u8`: what its capped masters' names start with. */
const baseOf = (master: string) => master.replace(/\.m3u8$/, '');

/** The heights masters are capped at: every tier's tallest picture, lowest first. */
export const MASTER_CAPS: readonly number[] = [...new Set(Object.values(TIER_MAX_HEIGHT))].sort((a, b) => a - b);

/** The capped master's file name, beside the master (`master`, {@link MASTER_FILE} unless said). */
export const cappedMasterFile = (height: number, master = MASTER_FILE) => `${baseOf(master)}-${height}p.m3u8`;

/** Every master file a video may have: what rewrites the masters (subtitles) looks for each. */
export const MASTER_FILES: readonly string[] = [MASTER_FILE, AV1_MASTER_FILE].flatMap((master) => [master, ...MASTER_CAPS.map((cap) => cappedMasterFile(cap, master))]);

/** A rendition's height, null for audio only (no picture: never above a cap). */
type Rung = { height: number | null };
const tallerThan = (rung: Rung, cap: number) => rung.height !== null && rung.height > cap;

/**
 * The capped masters of a video whose `renditions[i]` is the master's `variants[i]`: one per cap below its tallest
 * rung, listing the variants no taller than the cap (audio only included), in the master's order.
 */
export function cappedMasters(renditions: readonly Rung[], variants: readonly MasterVariant[], master = MASTER_FILE): { file: string; variants: MasterVariant[] }[] {
  return MASTER_CAPS.filter((cap) => renditions.some((r) => tallerThan(r, cap))).map((cap) => ({
    file: cappedMasterFile(cap, master),
    variants: variants.filter((_, i) => !tallerThan(renditions[i] ?? { height: null }, cap)),
  }));
}

/** The master (`master`, or its AV1 one) a viewer served at most `maxHeight` (null: every rung) is signed for a video with these renditions. */
export function masterFileFor(renditions: readonly Rung[], maxHeight: number | null, master = MASTER_FILE): string {
  return maxHeight !== null && renditions.some((r) => tallerThan(r, maxHeight)) ? cappedMasterFile(maxHeight, master) : master;
}

/**
 * A file in a rung's folder (`1080p/…`, or a copy of the rung in another codec, `720p-av1/…`): that rung's height;
 * any other file (a master, audio, subtitles): null.
 */
export function rungHeightOfFile(file: string): number | null {
  const match = /^(\d{2,4})p(?:-[a-z0-9]+)?\//.exec(file);
  return match ? Number(match[1]) : null;
}
