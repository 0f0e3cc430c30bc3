import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from './ffmpeg.js';
import { parseMediaPlaylist, type MediaSegment } from './hls-playlist.js';
import type { Rendition } from './ladder.js';

/**
 * Seconds of a video's first segment. A player shows its first picture only once it has a whole
 * segment: on a 700 kbit/s link the 4 s first segment of the 144p rung (about 100 KB) took 1.2 s
 * of the first frame's budget alone, half of it for pictures that come after the first one.
 */
export const FIRST_SEGMENT_SECONDS = 2;

/** Below this, a first segment is not worth cutting (a clip of a few seconds). */
const MIN_SPLIT_SECONDS = FIRST_SEGMENT_SECONDS + 0.5;

/**
 * x264's forced key frames for segments of `segmentSeconds` whose first one lasts `firstSeconds`:
 * at 0, at `firstSeconds`, then at every multiple of `segmentSeconds` (so the segments after the
 * first two keep their usual instants, and metering's alignment across renditions holds).
 */
export function keyFrameExpression(segmentSeconds: number, firstSeconds: number): string {
  return `expr:gte(t,if(lt(n_forced,2),n_forced*${firstSeconds},(n_forced-1)*${segmentSeconds}))`;
}

/** The playlist with its first segment replaced by `parts` (EXTINF and URI lines, in order). */
export function replaceFirstSegment(playlist: string, parts: ReadonlyArray<{ uri: string; durationSeconds: number }>): string {
  const lines = playlist.split('\n');
  const extinf = lines.findIndex((line) => line.startsWith('#EXTINF:'));
  const uri = lines.findIndex((line, i) => i > extinf && line.trim() !== '' && !line.startsWith('#'));
  if (extinf < 0 || uri < 0) throw new Error('Playlist HLS sans segment');
  const replacement = parts.flatMap((part) => [`#EXTINF:${part.durationSeconds.toFixed(6)},`, part.uri]);
  return [...lines.slice(0, extinf), ...replacement, ...lines.slice(uri + 1)].join('\n');
}

type SplitOptions = { paths?: MediaToolPaths | undefined; signal?: AbortSignal | undefined };

/** How far from {@link FIRST_SEGMENT_SECONDS} a rendition's cut may land (the audio variant cuts at an audio frame). */
const CUT_TOLERANCE_SECONDS = 0.05;

/** One rendition's first segment, cut into parts beside it (its playlist not yet changed). */
interface Cut {
  dir: string;
  playlist: string;
  first: string;
  parts: MediaSegment[];
}

/**
 * Cuts the first segment of every rendition in two at {@link FIRST_SEGMENT_SECONDS}, in place
 * (a stream copy by ffmpeg's own HLS muxer: its key frame there was forced by the transcode, the
 * timestamps are kept, so the parts play on from each other and from the segment after). The
 * audio-only rendition cuts at the audio frame at that instant. All renditions or none: the cut
 * is decided once (from the first rendition's first segment) and kept only if every rendition
 * got two parts cut within {@link CUT_TOLERANCE_SECONDS} of it; otherwise every playlist stays
 * as ffmpeg wrote it (segment N must cover the same seconds everywhere).
 */
export async function splitFirstSegments(workDir: string, renditions: readonly Rendition[], options: SplitOptions = {}): Promise<void> {
  const dirs = renditions.map((rendition) => join(workDir, rendition.id));
  const reference = dirs[0] && parseMediaPlaylist(await readFile(join(dirs[0], 'index.m3u8'), 'utf8')).segments[0];
  if (!reference || reference.durationSeconds < MIN_SPLIT_SECONDS) return;
  // Stream copies of a few seconds each: the renditions at once, every run finished before anything is decided or removed.
  const settled = await Promise.allSettled(dirs.map((dir) => cutFirstSegment(dir, options)));
  const cuts = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.find((result) => result.status === 'rejected');
  const aligned = cuts.length === dirs.length && cuts.every(({ parts }) => parts.length === 2 && Math.abs(parts[0]!.durationSeconds - FIRST_SEGMENT_SECONDS) <= CUT_TOLERANCE_SECONDS);
  if (failed || !aligned) {
    await Promise.all(cuts.flatMap(({ dir, parts }) => parts.map((part) => rm(join(dir, part.uri), { force: true }))));
    if (failed) throw failed.reason;
    return;
  }
  for (const { dir, playlist, first, parts } of cuts) {
    await writeFile(join(dir, 'index.m3u8'), replaceFirstSegment(playlist, parts));
    await rm(join(dir, first));
  }
}

/** Cuts one rendition's first segment into `start_<n>.ts` beside it; its playlist is left as it was. */
async function cutFirstSegment(dir: string, options: SplitOptions): Promise<Cut> {
  const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
  const first = parseMediaPlaylist(playlist).segments[0];
  if (!first) return { dir, playlist, first: '', parts: [] };
  const partsPlaylist = join(dir, 'start.m3u8');
  await runFfmpeg(
    [
      '-copyts', '-i', join(dir, first.uri), '-map', '0', '-c', 'copy',
      '-f', 'hls', '-hls_time', String(FIRST_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
      '-hls_ts_options', 'mpegts_copyts=1', '-hls_segment_filename', join(dir, 'start_%d.ts'), partsPlaylist,
    ],
    options,
  );
  const parts = parseMediaPlaylist(await readFile(partsPlaylist, 'utf8')).segments;
  await rm(partsPlaylist);
  return { dir, playlist, first: first.uri, parts };
}
