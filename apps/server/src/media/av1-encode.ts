import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import {
  AV1_CRF_RANGE, av1EncodeArguments, av1PackageArguments, concatList, excerptSpans, gridPieces, rungPictureFilter, spanInput,
  type Span,
} from './av1-arguments.js';
import type { CmafVideoRendition } from './cmaf-ladder.js';
import { mediaTools, runFfmpeg, runTool, type MediaToolPaths } from './ffmpeg.js';
import type { ProbeResult } from './ffprobe.js';
import { outputFrameRate } from './hls-arguments.js';
import { parseMediaPlaylist, playbackFiles, playlistDuration, type MediaPlaylist } from './hls-playlist.js';
import { assertAligned, measureBitrate, type MeasuredBitrate } from './transcode-output.js';

/** Tools, abort and preset of every AV1 step; their ffmpeg runs at idle priority (transcoding and HTTP go first). */
export interface Av1RunOptions {
  paths?: MediaToolPaths | undefined;
  signal?: AbortSignal | undefined;
  /** SVT-AV1's preset ({@link AV1_PRESET} by default). */
  preset?: number | undefined;
}

/** ffmpeg for the AV1 pass: at idle priority, so a video being prepared meanwhile takes the CPU first. */
const runIdle = (args: readonly string[], { paths, signal }: Av1RunOptions) => runFfmpeg(args, { paths, signal, lowPriority: 'idle' });

/** Mean of the per-frame "All" values of an ssim filter's stats file: the figure ffmpeg prints at the end. */
export function meanSsimOfStats(stats: string): number {
  const values = stats.split('\n').flatMap((line) => {
    const all = /All:([\d.]+)/.exec(line)?.[1];
    return all ? [Number(all)] : [];
  });
  if (values.length === 0) throw new Error('SSIM : aucune image comparée');
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * Mean SSIM (all planes) of a picture against a reference, frame by frame from each one's first frame; `referenceFilter`
 * brings the reference to the picture's size (a source scaled to a rung), none when both are the same size.
 */
export async function meanSsim(picture: string[], reference: string[], referenceFilter: string | null, statsFile: string, options: Av1RunOptions = {}): Promise<number> {
  const graph = `[0:v]setpts=PTS-STARTPTS,format=yuv420p[d];[1:v]setpts=PTS-STARTPTS,format=yuv420p${referenceFilter ? `,${referenceFilter}` : ''}[r];[d][r]ssim=stats_file=${statsFile}[o]`;
  await runIdle([...picture, ...reference, '-filter_complex', graph, '-map', '[o]', '-f', 'null', '-'], options);
  try {
    return meanSsimOfStats(await readFile(statsFile, 'utf8'));
  } finally {
    await rm(statsFile, { force: true });
  }
}

/**
 * Pictures put end to end, each through `filter`, into one lossless file (FFV1): the excerpt reel the CRF search
 * encodes and compares against, decoded once instead of at every probe. `endSeconds` cuts a reel of the whole picture
 * where the ladder ends it.
 */
async function writeReel(inputs: readonly string[][], filter: string, out: string, endSeconds: number | null, options: Av1RunOptions): Promise<void> {
  const chains = inputs.map((_, i) => `[${i}:v]${filter},setpts=PTS-STARTPTS[p${i}]`);
  const graph = [...chains, `${inputs.map((_, i) => `[p${i}]`).join('')}concat=n=${inputs.length}:v=1:a=0[v]`].join(';');
  await runIdle([...inputs.flat(), '-filter_complex', graph, '-map', '[v]', ...(endSeconds !== null ? ['-t', endSeconds.toFixed(3)] : []), '-c:v', 'ffv1', '-f', 'matroska', out], options);
}

/**
 * The H.264 rendition's pictures of the excerpts: the playlist itself for the whole picture, else each excerpt's
 * segment with its init segment before it, written as one fMP4 file (what a player would append).
 */
async function h264Excerpts(playlistFile: string, spans: readonly Span[], scratch: string): Promise<{ inputs: string[][]; written: string[] }> {
  if (spans.length === 1 && spans[0]!.seconds === null) return { inputs: [['-i', playlistFile]], written: [] };
  const dir = dirname(playlistFile);
  const playlist = parseMediaPlaylist(await readFile(playlistFile, 'utf8'));
  const written = await Promise.all(
    spans.map(async (span, i) => {
      const segment = playlist.segments.find((s) => Math.abs(s.startSeconds - span.start) < 0.001 && Math.abs(s.durationSeconds - span.seconds!) < 0.001);
      if (!segment || !playlist.initUri) throw new Error(`Rendu H.264 sans segment de ${span.seconds} s à ${span.start} s : ${playlistFile}`);
      const file = join(scratch, `h264-excerpt-${i}.mp4`);
      await writeFile(file, Buffer.concat(await Promise.all([playlist.initUri, segment.uri].map((uri) => readFile(join(dir, uri))))));
      return file;
    }),
  );
  return { inputs: written.map((file) => ['-i', file]), written };
}

/** What the search found for a rung: the CRF, the SSIM it reached and the H.264 rung's on the same excerpts. */
export interface Av1CrfChoice {
  crf: number;
  ssim: number;
  target: number;
  probes: number;
}

/** What {@link searchAv1Crf} and {@link encodeAv1Rendition} need to know of the video. */
export interface Av1Job extends Av1RunOptions {
  input: string;
  source: Pick<ProbeResult, 'durationSeconds' | 'videoDurationSeconds' | 'frameRate'>;
  rung: Pick<CmafVideoRendition, 'id' | 'height'>;
  /** The H.264 rendition of the same rung: its playlist (segments beside it), the reference and the audio. */
  h264Playlist: string;
  /** A scratch folder of this job's own. */
  scratch: string;
}

const pictureEnd = (source: Av1Job['source']) => source.videoDurationSeconds ?? source.durationSeconds;

/**
 * The highest CRF whose picture holds the H.264 rung's SSIM against the source, on excerpts of the video
 * ({@link excerptSpans}), by bisection over {@link AV1_CRF_RANGE} (its low end taken to hold): each probe encodes
 * the excerpts alone at the rung's size. The reference is the H.264 rung (not a fixed SSIM): a title AV1 cannot
 * hold for fewer bytes keeps its H.264 rendition alone.
 */
export async function searchAv1Crf(job: Av1Job): Promise<Av1CrfChoice> {
  const { input, source, rung, h264Playlist, scratch } = job;
  const end = pictureEnd(source);
  const spans = excerptSpans(end);
  const reel = join(scratch, `reel-${rung.id}.mkv`);
  const h264Reel = join(scratch, `reel-${rung.id}-h264.mkv`);
  const whole = spans.length === 1 && spans[0]!.seconds === null;
  await writeReel(spans.map((span) => spanInput(input, span)), rungPictureFilter(rung.height, source.frameRate), reel, whole ? end : null, job);
  const h264 = await h264Excerpts(h264Playlist, spans, scratch);
  await writeReel(h264.inputs, 'format=yuv420p', h264Reel, whole ? end : null, job);
  await Promise.all(h264.written.map((file) => rm(file, { force: true })));
  const stats = join(scratch, `ssim-${rung.id}.log`);
  const target = await meanSsim(['-i', h264Reel], ['-i', reel], null, stats, job);
  await rm(h264Reel, { force: true });
  const { fps } = outputFrameRate(source.frameRate);
  let probes = 0;
  const tryCrf = async (crf: number) => {
    probes += 1;
    const out = join(scratch, `probe-${rung.id}.ivf`);
    await runIdle(av1EncodeArguments({ input: ['-i', reel], filter: null, fps, crf, out, preset: job.preset }), job);
    const ssim = await meanSsim(['-i', out], ['-i', reel], null, stats, job);
    await rm(out, { force: true });
    return ssim;
  };
  let [holds, fails]: [number, number] = [AV1_CRF_RANGE.low, AV1_CRF_RANGE.high];
  let reached: number | null = null;
  while (fails - holds > 1) {
    const crf = Math.round((holds + fails) / 2);
    const ssim = await tryCrf(crf);
    if (ssim >= target) [holds, reached] = [crf, ssim];
    else fails = crf;
  }
  reached ??= await tryCrf(holds);
  await rm(reel, { force: true });
  return { crf: holds, ssim: reached, target, probes };
}

/** Bytes a player downloads for a rendition: its init segment(s) and every segment its playlist names. */
export async function renditionFileBytes(dir: string, playlist: MediaPlaylist): Promise<number> {
  const sizes = await Promise.all(playbackFiles(playlist).map(async (file) => (await stat(join(dir, file))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

/** The seq_level_idx an AV1 stream declares, as ffprobe reads it. */
async function av1Level(file: string, paths?: MediaToolPaths): Promise<number> {
  const { stdout } = await runTool(mediaTools(paths).ffprobe, 'FFPROBE_PATH', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=level', '-of', 'csv=p=0', file], { lowPriority: false });
  const level = Number(stdout.trim().split('\n')[0]);
  if (!Number.isInteger(level) || level < 0) throw new Error(`Niveau AV1 illisible : « ${stdout.trim()} »`);
  return level;
}

/** An AV1 rendition written beside the H.264 one. */
export interface Av1Rendition {
  crf: number;
  /** seq_level_idx of the stream, for CODECS. */
  level: number;
  playlist: MediaPlaylist;
  measured: MeasuredBitrate;
  /** What a player downloads for it and for the H.264 rendition of the same rung. */
  bytes: number;
  h264Bytes: number;
}

/**
 * Encodes the rung's picture in AV1 at `crf` on the segment grid ({@link gridPieces}), packaged with the H.264
 * rendition's own audio into fMP4 HLS in `dir` (created), cut on the same instants as the H.264 rendition (checked).
 */
export async function encodeAv1Rendition(job: Av1Job & { crf: number; dir: string }): Promise<Av1Rendition> {
  const { input, source, rung, h264Playlist, scratch, crf, dir } = job;
  const end = pictureEnd(source);
  const { fps } = outputFrameRate(source.frameRate);
  const filter = rungPictureFilter(rung.height, source.frameRate);
  const pieces = gridPieces(end);
  const files = pieces.map((_, i) => join(scratch, `${rung.id}-${i}.ivf`));
  for (const [i, piece] of pieces.entries()) {
    const seconds = piece.seconds ?? end - piece.start;
    await runIdle(av1EncodeArguments({ input: spanInput(input, { start: piece.start, seconds: null }), filter, fps, crf, out: files[i]!, preset: job.preset, outputSeconds: seconds }), job);
  }
  const list = join(scratch, `${rung.id}.txt`);
  await writeFile(list, concatList(files));
  await mkdir(dir, { recursive: true });
  try {
    await runIdle(av1PackageArguments({ list, audioPlaylist: h264Playlist, dir }), job);
  } finally {
    await Promise.all([list, ...files].map((file) => rm(file, { force: true })));
  }
  const h264Dir = dirname(h264Playlist);
  const h264 = parseMediaPlaylist(await readFile(h264Playlist, 'utf8'));
  const playlist = parseMediaPlaylist(await readFile(join(dir, 'index.m3u8'), 'utf8'));
  assertAligned(new Map([['h264', h264], ['av1', playlist]]), [{ id: 'h264', kind: 'video' }, { id: 'av1', kind: 'video' }]);
  if (Math.abs(playlistDuration(playlist) - playlistDuration(h264)) > 1.5 / fps) throw new Error(`Rendu AV1 ${rung.id} : durée ${playlistDuration(playlist)} s au lieu de ${playlistDuration(h264)} s`);
  const [bytes, h264Bytes, level, measured] = await Promise.all([
    renditionFileBytes(dir, playlist),
    renditionFileBytes(h264Dir, h264),
    av1Level(join(dir, 'index.m3u8'), job.paths),
    measureBitrate(dirname(dir), basename(dir), playlist),
  ]);
  return { crf, level, playlist, measured, bytes, h264Bytes };
}

