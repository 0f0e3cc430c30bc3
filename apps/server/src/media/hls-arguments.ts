import { FIRST_SEGMENT_SECONDS, keyFrameExpression } from './first-segment.js';
import { isVideoRendition, type Rendition, type VideoRendition } from './ladder.js';
import { thumbnailChains, thumbnailOutputs, type ThumbnailPlan } from './thumbnails.js';

/** Seconds per HLS segment. Watch time is metered per segment, so every rendition cuts at these multiples. */
export const SEGMENT_SECONDS = 4;

/** x264 speed presets we allow; slower ones do not fit the "12 demo videos in 3 minutes on 2 cores" budget. */
export const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium'] as const;
export type X264Preset = (typeof X264_PRESETS)[number];

/** Above this frame rate the ladder encodes half the frames: cheap phones gain nothing from 50/60 fps. */
const MAX_FRAME_RATE = 30;
/** Frame rate assumed when ffprobe cannot tell; only sizes the GOP, forced key frames still cut at 4 s. */
const DEFAULT_FRAME_RATE = 25;

/** What the argument builder needs to know about the source (a subset of the probe). */
export interface HlsSource {
  input: string;
  durationSeconds: number;
  videoDurationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  frameRate: number | null;
  /**
   * A source ffmpeg draws rather than reads (the demo catalogue, demo-source.ts): `input` is then the lavfi graph of
   * its picture and `sound` that of its audio, which only a run with prepared audio tracks can use.
   */
  drawn?: { sound: string } | undefined;
}

/** The input options of the source: the file, or the graph ffmpeg draws it from. */
export function sourceInput(source: Pick<HlsSource, 'input' | 'drawn'>): string[] {
  return source.drawn ? ['-f', 'lavfi', '-i', source.input] : ['-i', source.input];
}

/** Everything that decides the ffmpeg command line; pure data so the command can be unit-tested. */
export interface HlsArgumentsInput {
  source: HlsSource;
  renditions: readonly Rendition[];
  /** Directory ffmpeg writes into (the temporary one, not the published outDir). */
  workDir: string;
  preset: X264Preset;
  /** Poster and preview thumbnails to draw from the same decoded frames; none when null or absent. */
  thumbnails?: ThumbnailPlan | null | undefined;
}

/** Frame rate the ladder is encoded at, and the GOP (frames per segment) that follows from it. */
export function outputFrameRate(sourceFrameRate: number | null): { fps: number; halve: boolean; gop: number } {
  const source = sourceFrameRate && sourceFrameRate > 0 ? sourceFrameRate : DEFAULT_FRAME_RATE;
  const halve = source > MAX_FRAME_RATE;
  const fps = halve ? source / 2 : source;
  return { fps, halve, gop: Math.max(1, Math.round(fps * SEGMENT_SECONDS)) };
}

/**
 * The filter graph: convert (and maybe drop frames) once, split, then one scale per rung (by its
 * height) and, with thumbnails, the poster and preview branches fed by the same decoded frames.
 */
function videoFilter(heights: readonly number[], halveFrameRate: boolean, thumbnails: ReturnType<typeof thumbnailChains>): string {
  const branches = [...heights.map((height, i) => ({ chain: `scale=-2:${height}`, label: `[v${i}]` })), ...thumbnails];
  const head = `[0:v]format=yuv420p${halveFrameRate ? ',framestep=2' : ''}`;
  if (branches.length === 1) return `${head},${branches[0]!.chain}${branches[0]!.label}`;
  const labels = branches.map((_, i) => `[s${i}]`).join('');
  return [`${head},split=${branches.length}${labels}`, ...branches.map((b, i) => `[s${i}]${b.chain}${b.label}`)].join(';');
}

/** What {@link decodeArguments} needs: the source, the height of each video rung in map order, and the thumbnails. */
export interface DecodeInput {
  source: HlsSource;
  videoHeights: readonly number[];
  /** Renditions of the encode, video and audio-only: each takes the audio once. */
  variantCount: number;
  thumbnails?: ThumbnailPlan | null | undefined;
  /**
   * Audio encoded beforehand (a second input, already padded or cut to the picture's end): variant i copies its
   * audio stream `streams[i]`. Without it, every variant takes the source's audio (or silence) to encode.
   */
  preparedAudio?: PreparedAudio | undefined;
}

/** An input holding the encode's audio tracks, and which of them each variant (in order) carries. */
export interface PreparedAudio {
  input: string;
  streams: readonly number[];
}

/**
 * The part every ladder's ffmpeg run shares, up to the encoders: the input, the audio ({@link sourceAudio}, or the
 * prepared tracks), the filter graph, one video map per rung and the audio once per variant, and the end at the
 * picture's end. The GOP follows from the frame rate.
 */
export function decodeArguments({ source, videoHeights, variantCount, thumbnails, preparedAudio }: DecodeInput): { args: string[]; gop: number } {
  if (variantCount === 0) throw new Error('Aucun rendu demandé');
  if (videoHeights.length > 0 && !source.hasVideo) throw new Error('Rendus vidéo demandés pour une source sans vidéo');
  if (thumbnails && !source.hasVideo) throw new Error('Vignettes demandées pour une source sans vidéo');
  if (!source.hasVideo && !source.hasAudio) throw new Error('Source sans vidéo ni audio');
  if (preparedAudio && preparedAudio.streams.length !== variantCount) throw new Error('Une piste audio par rendu attendue');
  if (source.drawn && !preparedAudio) throw new Error('Source dessinée sans pistes audio préparées');
  const { halve, gop } = outputFrameRate(source.frameRate);
  const args = sourceInput(source);
  let audioInputs: string[];
  if (preparedAudio) {
    args.push('-i', preparedAudio.input);
    audioInputs = preparedAudio.streams.map((stream) => `1:a:${stream}`);
  } else {
    audioInputs = new Array<string>(variantCount).fill(sourceAudio(source, args));
  }
  const thumbnailBranches = thumbnails ? thumbnailChains(thumbnails) : [];
  if (videoHeights.length + thumbnailBranches.length > 0) {
    args.push('-filter_complex', videoFilter(videoHeights, halve, thumbnailBranches));
    videoHeights.forEach((_, i) => args.push('-map', `[v${i}]`));
  }
  for (const input of audioInputs) args.push('-map', input);
  args.push('-map_metadata', '-1', '-sn', '-dn');
  if (source.hasVideo) args.push(...(preparedAudio ? [] : ['-filter:a', 'apad']), '-t', pictureEnd(source));
  return { args, gop };
}

/**
 * The audio to encode, after `args` opened the source as input 0: its first audio stream, or, for a source without
 * audio, generated silence added to `args` as input 1 (every variant then has the same codecs, which lets a player
 * switch variants without re-creating its audio decoder). Returns the -map of that audio.
 */
export function sourceAudio(source: HlsSource, args: string[]): string {
  if (source.hasAudio) return '0:a:0';
  args.push('-f', 'lavfi', '-t', source.durationSeconds.toFixed(3), '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
  return '1:a:0';
}

/**
 * Where every variant ends, as -t writes it: the picture's end. Audio running longer is cut, audio ending early is
 * padded with silence (apad); otherwise the audio-only variant would count a different number of segments.
 */
export function pictureEnd(source: HlsSource): string {
  return (source.videoDurationSeconds ?? source.durationSeconds).toFixed(3);
}

/**
 * x264 with a fixed GOP and key frames forced at 0, {@link FIRST_SEGMENT_SECONDS}, then every
 * {@link SEGMENT_SECONDS} (scene cuts off): every variant cuts its segments at the same instants.
 * `tuning` (x264 options of every rung) goes after the preset it amends.
 */
export function keyFrameArguments(preset: X264Preset, gop: number, tuning: readonly string[] = []): string[] {
  return [
    '-c:v', 'libx264', '-preset', preset, ...tuning,
    '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
    '-force_key_frames', keyFrameExpression(SEGMENT_SECONDS, FIRST_SEGMENT_SECONDS),
  ];
}

/** A video rung's capped VBR: the peak stays near the declared BANDWIDTH so the player's estimate holds. */
export function rungRateArguments(rung: VideoRendition, i: number): string[] {
  return [
    `-b:v:${i}`, String(rung.videoBitrate),
    `-maxrate:v:${i}`, String(Math.round(rung.videoBitrate * 1.1)),
    `-bufsize:v:${i}`, String(rung.videoBitrate * 2),
  ];
}

/** AAC for every variant at its rung's rate, then the HLS muxer's map of variants (video + audio, or audio alone) and their names. */
export function audioAndStreamMapArguments(renditions: readonly Rendition[]): { audio: string[]; streamMap: string } {
  const audio = ['-c:a', 'aac', '-ac', '2', '-ar', '48000'];
  renditions.forEach((r, i) => audio.push(`-b:a:${i}`, String(r.audioBitrate)));
  return { audio, streamMap: variantStreamMap(renditions) };
}

/** The HLS muxer's map of variants, in the order of `renditions`: video + audio, or audio alone, and each one's name. */
export function variantStreamMap(renditions: readonly { kind: 'video' | 'audio'; id: string }[]): string {
  let v = 0;
  return renditions.map((r, a) => (r.kind === 'video' ? `v:${v++},a:${a},name:${r.id}` : `a:${a},name:${r.id}`)).join(' ');
}

/**
 * The single ffmpeg invocation that writes every rendition: decode once, split, scale each
 * rung, encode H.264 with key frames forced every {@link SEGMENT_SECONDS} (scene cuts off,
 * fixed GOP) so all variants cut segments at the same instants, and AAC for every variant. One
 * more key frame at {@link FIRST_SEGMENT_SECONDS}, where transcodeToHls then cuts the first segment.
 * A source without audio gets generated silence (anullsrc): every variant then has the same
 * codecs, which is what lets a player switch variants without re-creating its audio decoder.
 * With `thumbnails`, the same run also writes poster.jpg and the preview's thumbnails (see
 * thumbnails.ts) from the frames it decodes anyway; the HLS output and its options stay the same.
 * Returns the arguments after runFfmpeg's common flags.
 */
export function hlsArguments({ source, renditions, workDir, preset, thumbnails }: HlsArgumentsInput): string[] {
  const video = renditions.filter(isVideoRendition);
  const { args, gop } = decodeArguments({ source, videoHeights: video.map((r) => r.height), variantCount: renditions.length, thumbnails });
  if (video.length > 0) {
    args.push(...keyFrameArguments(preset, gop));
    video.forEach((r, i) => {
      args.push(`-profile:v:${i}`, r.profile, ...rungRateArguments(r, i));
    });
  }
  const { audio, streamMap } = audioAndStreamMapArguments(renditions);
  args.push(...audio);
  args.push(
    '-max_muxing_queue_size', '1024',
    '-f', 'hls',
    '-hls_time', String(SEGMENT_SECONDS),
    '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'mpegts',
    '-hls_segment_filename', `${workDir}/%v/seg_%05d.ts`,
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', streamMap,
    `${workDir}/%v/index.m3u8`,
  );
  // Further outputs of the same run; every option above belongs to the HLS output alone.
  if (thumbnails) args.push(...thumbnailOutputs(workDir));
  return args;
}
