import { isVideoRendition, type Rendition } from './ladder.js';

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
}

/** Everything that decides the ffmpeg command line; pure data so the command can be unit-tested. */
export interface HlsArgumentsInput {
  source: HlsSource;
  renditions: readonly Rendition[];
  /** Directory ffmpeg writes into (the temporary one, not the published outDir). */
  workDir: string;
  preset: X264Preset;
}

/** Frame rate the ladder is encoded at, and the GOP (frames per segment) that follows from it. */
export function outputFrameRate(sourceFrameRate: number | null): { fps: number; halve: boolean; gop: number } {
  const source = sourceFrameRate && sourceFrameRate > 0 ? sourceFrameRate : DEFAULT_FRAME_RATE;
  const halve = source > MAX_FRAME_RATE;
  const fps = halve ? source / 2 : source;
  return { fps, halve, gop: Math.max(1, Math.round(fps * SEGMENT_SECONDS)) };
}

function videoFilter(renditions: readonly Rendition[], halveFrameRate: boolean): string {
  const heights = renditions.filter(isVideoRendition).map((r) => r.height);
  // Convert and (maybe) drop frames once, before the split, rather than once per rung.
  const head = `[0:v]format=yuv420p${halveFrameRate ? ',framestep=2' : ''}`;
  if (heights.length === 1) return `${head},scale=-2:${heights[0]}[v0]`;
  const labels = heights.map((_, i) => `[s${i}]`).join('');
  const scales = heights.map((height, i) => `[s${i}]scale=-2:${height}[v${i}]`);
  return [`${head},split=${heights.length}${labels}`, ...scales].join(';');
}

/**
 * The single ffmpeg invocation that writes every rendition: decode once, split, scale each
 * rung, encode H.264 with key frames forced every {@link SEGMENT_SECONDS} (scene cuts off,
 * fixed GOP) so all variants cut segments at the same instants, and AAC for every variant.
 * A source without audio gets generated silence (anullsrc): every variant then has the same
 * codecs, which is what lets a player switch variants without re-creating its audio decoder.
 * Returns the arguments after runFfmpeg's common flags.
 */
export function hlsArguments({ source, renditions, workDir, preset }: HlsArgumentsInput): string[] {
  const video = renditions.filter(isVideoRendition);
  if (video.length > 0 && !source.hasVideo) throw new Error('Rendus vidéo demandés pour une source sans vidéo');
  if (!source.hasVideo && !source.hasAudio) throw new Error('Source sans vidéo ni audio');
  const { halve, gop } = outputFrameRate(source.frameRate);
  const args = ['-i', source.input];
  let audioInput = '0:a:0';
  if (!source.hasAudio) {
    args.push('-f', 'lavfi', '-t', source.durationSeconds.toFixed(3), '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
    audioInput = '1:a:0';
  }
  if (video.length > 0) {
    args.push('-filter_complex', videoFilter(video, halve));
    video.forEach((_, i) => args.push('-map', `[v${i}]`));
  }
  renditions.forEach(() => args.push('-map', audioInput));
  args.push('-map_metadata', '-1', '-sn', '-dn');
  if (source.hasVideo) {
    // Every variant ends where the picture ends: audio running longer is cut, audio ending early is
    // padded with silence; otherwise the audio-only variant would count a different number of segments.
    const end = source.videoDurationSeconds ?? source.durationSeconds;
    args.push('-filter:a', 'apad', '-t', end.toFixed(3));
  }

  if (video.length > 0) {
    args.push(
      '-c:v', 'libx264', '-preset', preset,
      '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
      '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    );
    video.forEach((r, i) => {
      // Capped VBR: the peak stays near the declared BANDWIDTH so the player's estimate holds.
      args.push(
        `-profile:v:${i}`, r.profile,
        `-b:v:${i}`, String(r.videoBitrate),
        `-maxrate:v:${i}`, String(Math.round(r.videoBitrate * 1.1)),
        `-bufsize:v:${i}`, String(r.videoBitrate * 2),
      );
    });
  }
  args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
  renditions.forEach((r, i) => args.push(`-b:a:${i}`, String(r.audioBitrate)));

  let v = 0;
  const streamMap = renditions.map((r, a) => (isVideoRendition(r) ? `v:${v++},a:${a},name:${r.id}` : `a:${a},name:${r.id}`));
  args.push(
    '-max_muxing_queue_size', '1024',
    '-f', 'hls',
    '-hls_time', String(SEGMENT_SECONDS),
    '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'mpegts',
    '-hls_segment_filename', `${workDir}/%v/seg_%05d.ts`,
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', streamMap.join(' '),
    `${workDir}/%v/index.m3u8`,
  );
  return args;
}
