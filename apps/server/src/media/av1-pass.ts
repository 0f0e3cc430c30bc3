import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AV1_KEEP_AT_MOST, av1Codecs, av1RenditionId, type Av1RenditionId } from './av1-arguments.js';
import { encodeAv1Rendition, searchAv1Crf, type Av1CrfChoice, type Av1Job, type Av1Rendition } from './av1-encode.js';
import type { CmafVideoRenditionId } from './cmaf-ladder.js';

/** One rung's AV1 copy: the CRF the search chose and what the encode made. */
export interface Av1Rung {
  id: CmafVideoRenditionId;
  height: number;
  copy: Av1RenditionId;
  choice: Av1CrfChoice;
  made: Av1Rendition;
}

/** A video's AV1 copies, and whether they are worth keeping. */
export interface Av1Copies {
  kept: boolean;
  rungs: Av1Rung[];
  /** What a player downloads for all the copies, and for the H.264 renditions they copy. */
  bytes: number;
  h264Bytes: number;
}

/** What {@link encodeAv1Copies} needs: {@link Av1Job}'s, for every video rung of the video. */
export interface Av1CopiesJob extends Omit<Av1Job, 'rung' | 'h264Playlist'> {
  /** The video rungs of its H.264 ladder, lowest first. */
  rungs: ReadonlyArray<{ id: CmafVideoRenditionId; height: number }>;
  /** The folder of its HLS renditions (`<rung>/index.m3u8`): the copies are written beside them (`<rung>-av1/`). */
  hlsDir: string;
  /** Told after each rung, for a job's progress. */
  onRung?: ((done: number, total: number) => void) | undefined;
}

/**
 * The AV1 copies of every video rung of a video prepared in CMAF: per rung, the CRF searched against the H.264 rung
 * and the picture encoded on the segment grid with the rung's own audio (av1-encode.ts). All or none: hls.js's ABR
 * never switches between codec families once playing (abr-controller's findBestLevel skips them), so a master of AV1
 * variants needs one at every rung, down to « Économie »'s 144p. They are kept when, all rungs together, they cost
 * at most {@link AV1_KEEP_AT_MOST} of the H.264 bytes (a still slide does not: x264 with its rare key frames wins)
 * and every rung's search held the H.264 picture; otherwise their folders are removed and the video keeps its H.264
 * renditions alone.
 */
export async function encodeAv1Copies({ rungs, hlsDir, onRung, ...job }: Av1CopiesJob): Promise<Av1Copies> {
  const made: Av1Rung[] = [];
  try {
    for (const rung of rungs) {
      const copy = av1RenditionId(rung.id);
      const rungJob = { ...job, rung, h264Playlist: join(hlsDir, rung.id, 'index.m3u8') };
      const choice = await searchAv1Crf(rungJob);
      made.push({ ...rung, copy, choice, made: await encodeAv1Rendition({ ...rungJob, crf: choice.crf, dir: join(hlsDir, copy) }) });
      onRung?.(made.length, rungs.length);
    }
  } catch (error) {
    await removeCopies(hlsDir, rungs);
    throw error;
  }
  const bytes = made.reduce((sum, r) => sum + r.made.bytes, 0);
  const h264Bytes = made.reduce((sum, r) => sum + r.made.h264Bytes, 0);
  // Where even the lowest CRF searched falls short of the H.264 rung's picture, the copies would look worse: none.
  const kept = made.length > 0 && bytes <= AV1_KEEP_AT_MOST * h264Bytes && made.every((r) => r.choice.ssim >= r.choice.target);
  if (!kept) await removeCopies(hlsDir, rungs);
  return { kept, rungs: made, bytes, h264Bytes };
}

/** Removes the AV1 copies' folders (what a failed or unkept pass wrote). */
async function removeCopies(hlsDir: string, rungs: Av1CopiesJob['rungs']): Promise<void> {
  await Promise.all(rungs.map((rung) => rm(join(hlsDir, av1RenditionId(rung.id)), { recursive: true, force: true })));
}

/** What the renditions keep of a rung's copy: its playlist, its measured rates and CODECS (`audio`: the rung's audio codec). */
export function storedCopy(rung: Av1Rung, audio: string): { playlist: string; bandwidth: number; averageBandwidth: number; codecs: string } {
  return { playlist: `${rung.copy}/index.m3u8`, bandwidth: rung.made.measured.peak, averageBandwidth: rung.made.measured.average, codecs: av1Codecs(rung.made.level, audio) };
}

/** An attribute of an EXT-X-STREAM-INF line set to `value` (written as given, quotes included), added when absent. */
function withAttribute(line: string, name: string, value: string): string {
  const pattern = new RegExp(`([:,])${name}=("[^"]*"|[^,]*)`);
  return pattern.test(line) ? line.replace(pattern, `$1${name}=${value}`) : `${line},${name}=${value}`;
}

/**
 * An AV1 master from an H.264 one (the full master or a capped one, subtitles included): each video variant's line
 * points at its rung's copy, with BANDWIDTH its measured peak segment, AVERAGE-BANDWIDTH its mean and CODECS AV1 with
 * the rung's audio; RESOLUTION, SUBTITLES and the audio-only variant are kept as they are. Null when a rung it lists
 * has no copy (a 1080p rung, above AV1_MAX_HEIGHT): a master mixing codecs would hold hls.js's Auto below that rung.
 */
export function toAv1Master(master: string, rungs: readonly Av1Rung[]): string | null {
  const lines = master.split('\n');
  const uris = lines.filter((line, i) => lines[i - 1]?.startsWith('#EXT-X-STREAM-INF:') && /RESOLUTION=/.test(lines[i - 1]!));
  if (uris.some((uri) => !rungs.some((r) => uri.trim() === `${r.id}/index.m3u8`))) return null;
  return lines
    .map((line, i) => {
      const info = lines[i - 1];
      if (info?.startsWith('#EXT-X-STREAM-INF:') && /RESOLUTION=/.test(info)) return `${rungs.find((r) => line.trim() === `${r.id}/index.m3u8`)!.copy}/index.m3u8`;
      if (!line.startsWith('#EXT-X-STREAM-INF:') || !/RESOLUTION=/.test(line)) return line;
      const rung = rungs.find((r) => lines[i + 1]?.trim() === `${r.id}/index.m3u8`);
      if (!rung) return line;
      const audio = /CODECS="[^,"]*,([^"]*)"/.exec(line)?.[1] ?? 'mp4a.40.2';
      const { peak, average } = rung.made.measured;
      const rates = withAttribute(withAttribute(line, 'BANDWIDTH', String(peak)), 'AVERAGE-BANDWIDTH', String(average));
      return withAttribute(rates, 'CODECS', `"${av1Codecs(rung.made.level, audio)}"`);
    })
    .join('\n');
}
