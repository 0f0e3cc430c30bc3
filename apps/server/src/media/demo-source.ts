import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from './ffmpeg.js';
import type { X264Preset } from './hls-arguments.js';

/**
 * ffmpeg's built-in (lavfi) test pictures. All are drawn by ffmpeg itself: no file, no
 * font, nothing to download, so the demo catalogue builds the same on any machine.
 */
export const DEMO_PATTERNS = ['testsrc2', 'smptehdbars', 'rgbtestsrc', 'mandelbrot', 'life', 'cellauto', 'gradients'] as const;
export type DemoPattern = (typeof DEMO_PATTERNS)[number];

/**
 * Preset to transcode demo pictures with: the fastest, so the whole catalogue is playable well inside the first
 * start's 2-minute budget on 2 cores (docs/performance.md), whatever else the machine does. Synthetic pictures lose
 * little to it.
 */
export const DEMO_TRANSCODE_PRESET = 'ultrafast' satisfies X264Preset;

export const DEMO_MIN_SECONDS = 1;
export const DEMO_MAX_SECONDS = 600;

/** Options of {@link generateDemoSource}. */
export interface DemoSourceOptions {
  outFile: string;
  /** Length in seconds; demo videos are 20–60 s, tests use a few seconds. */
  seconds: number;
  pattern: DemoPattern;
  /** Pitch of the tone; it beeps an octave higher once a second, so progress is audible too. Default 440. */
  frequencyHz?: number | undefined;
  /** Picture size; 1280×720 by default so the whole ladder (up to 720p) applies. Even numbers. */
  width?: number | undefined;
  height?: number | undefined;
  paths?: MediaToolPaths | undefined;
  signal?: AbortSignal | undefined;
}

/** Frames per second of every demo picture. */
export const DEMO_FRAME_RATE = 25;

/** Patterns drawn at a quarter of the size and enlarged: big cells instead of pixel noise, which is cheap to draw and to encode. */
const DRAWN_SMALL: ReadonlySet<DemoPattern> = new Set(['mandelbrot', 'life', 'cellauto', 'gradients']);

function patternSource(pattern: DemoPattern, width: number, height: number): string {
  const small = DRAWN_SMALL.has(pattern);
  const common = `s=${small ? Math.round(width / 4) : width}x${small ? Math.round(height / 4) : height}:r=${DEMO_FRAME_RATE}`;
  switch (pattern) {
    case 'life':
      return `life=${common}:mold=10:ratio=0.1:life_color=#2ECC71:death_color=#1A5276`;
    case 'cellauto':
      return `cellauto=${common}:rule=110:scroll=1`;
    case 'mandelbrot':
      return `mandelbrot=${common}:maxiter=256`;
    case 'gradients':
      return `gradients=${common}:speed=0.02`;
    default:
      return `${pattern}=${common}`;
  }
}

/**
 * Overlays what moves even on the still patterns: a white square bouncing across the picture
 * every 8 s and a bar along the bottom that fills as the video plays, so a viewer (or a test
 * screenshot) can tell playback is progressing and roughly where. `pattern` is the label of the drawn picture.
 */
function movingOverlay(pattern: DemoPattern, seconds: number, width: number, height: number): string {
  const enlarge = DRAWN_SMALL.has(pattern) ? `scale=${width}:${height}:flags=${pattern === 'life' || pattern === 'cellauto' ? 'neighbor' : 'bicubic'},` : '';
  const box = Math.max(16, Math.round(height / 8 / 2) * 2);
  const bar = Math.max(4, Math.round(height / 45 / 2) * 2);
  return [
    `${patternSource(pattern, width, height)},${enlarge}format=yuv420p[bg]`,
    `color=c=white:s=${box}x${box}:r=${DEMO_FRAME_RATE}[box]`,
    `color=c=0xFFB400:s=${width}x${bar}:r=${DEMO_FRAME_RATE}[bar]`,
    `[bg][box]overlay=x='(W-w)*abs(mod(t/4,2)-1)':y='(H-h)/2'[moving]`,
    `[moving][bar]overlay=x='-w+w*t/${seconds}':y='H-h',trim=duration=${seconds}[out0]`,
  ].join(';');
}

/** A demo video as ffmpeg draws it: lavfi graphs of its picture and of its sound, each `seconds` long. */
export interface DemoGraphs {
  /** The pattern with the moving square and the progress bar, 25 frames a second ([out0]). */
  picture: string;
  /** A tone that beeps an octave higher once a second, so progress is audible too; 48 kHz. */
  sound: string;
}

/** Checks a demo's options and returns the graphs that draw it ({@link DemoGraphs}). */
export function demoGraphs(options: Omit<DemoSourceOptions, 'outFile' | 'paths' | 'signal'>): DemoGraphs {
  const { seconds, pattern, frequencyHz = 440, width = 1280, height = 720 } = options;
  if (!(seconds >= DEMO_MIN_SECONDS && seconds <= DEMO_MAX_SECONDS)) throw new RangeError(`Durée de démo hors limites : ${seconds} s`);
  if (!DEMO_PATTERNS.includes(pattern)) throw new RangeError(`Motif de démo inconnu : ${String(pattern)}`);
  if (width % 2 !== 0 || height % 2 !== 0 || width <= 0 || height <= 0) throw new RangeError(`Taille de démo invalide : ${width}x${height}`);
  return {
    picture: movingOverlay(pattern, seconds, width, height),
    sound: `sine=frequency=${frequencyHz}:beep_factor=2:sample_rate=48000:duration=${seconds}`,
  };
}

/**
 * Generates an H.264/AAC MP4 test video with sound from {@link demoGraphs}, for tests and sample uploads
 * (the demo catalogue draws its videos straight into the ladder's encode: video-source.ts).
 * Encoded with x264 'ultrafast' at a modest quality: it is only a source for the ladder. Written to a
 * temporary name and renamed, so a crash never leaves a truncated file at `outFile`.
 */
export async function generateDemoSource(options: DemoSourceOptions): Promise<void> {
  const { outFile, paths, signal } = options;
  const { picture, sound } = demoGraphs(options);
  await mkdir(dirname(outFile), { recursive: true });
  // Keep the extension: ffmpeg picks the container from it.
  const temp = join(dirname(outFile), `.${randomBytes(4).toString('hex')}.${basename(outFile)}`);
  const args = [
    '-f', 'lavfi', '-i', picture,
    '-f', 'lavfi', '-i', sound,
    '-map', '0:v', '-map', '1:a',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-pix_fmt', 'yuv420p', '-g', String(DEMO_FRAME_RATE * 2),
    '-c:a', 'aac', '-b:a', '96k', '-ac', '2',
    '-movflags', '+faststart',
    temp,
  ];
  try {
    await runFfmpeg(args, { paths, signal });
    await rename(temp, outFile);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
