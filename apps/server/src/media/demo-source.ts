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
 * Preset to transcode demo sources with. Measured on this 2-core machine (shared, load 5–7): 12 demo
 * videos, 480 s in all, generated and transcoded to the full 720p ladder one after the other take
 * 175 s with 'veryfast' but 103 s with 'ultrafast' — only the latter leaves room for HTTP inside
 * the "all playable within 3 minutes" budget. Synthetic pictures lose little to the faster preset.
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

const FRAME_RATE = 25;

/** Patterns drawn at a quarter of the size and enlarged: big cells instead of pixel noise, which is cheap to draw and to encode. */
const DRAWN_SMALL: ReadonlySet<DemoPattern> = new Set(['mandelbrot', 'life', 'cellauto', 'gradients']);

function patternSource(pattern: DemoPattern, width: number, height: number): string {
  const small = DRAWN_SMALL.has(pattern);
  const common = `s=${small ? Math.round(width / 4) : width}x${small ? Math.round(height / 4) : height}:r=${FRAME_RATE}`;
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
 * screenshot) can tell playback is progressing and roughly where.
 */
function movingOverlay(pattern: DemoPattern, seconds: number, width: number, height: number): string {
  const enlarge = DRAWN_SMALL.has(pattern) ? `scale=${width}:${height}:flags=${pattern === 'life' || pattern === 'cellauto' ? 'neighbor' : 'bicubic'},` : '';
  const box = Math.max(16, Math.round(height / 8 / 2) * 2);
  const bar = Math.max(4, Math.round(height / 45 / 2) * 2);
  return [
    `[0:v]${enlarge}format=yuv420p[bg]`,
    `color=c=white:s=${box}x${box}:r=${FRAME_RATE}[box]`,
    `color=c=0xFFB400:s=${width}x${bar}:r=${FRAME_RATE}[bar]`,
    `[bg][box]overlay=x='(W-w)*abs(mod(t/4,2)-1)':y='(H-h)/2'[moving]`,
    `[moving][bar]overlay=x='-w+w*t/${seconds}':y='H-h'[v]`,
  ].join(';');
}

/**
 * Generates an H.264/AAC MP4 test video with sound, for the demo catalogue and for tests.
 * Encoded with x264 'ultrafast' at a modest quality: it is only a source for the ladder, and
 * generation must stay a small part of the start-up budget. Written to a temporary name and
 * renamed, so a crash never leaves a truncated file at `outFile`.
 */
export async function generateDemoSource(options: DemoSourceOptions): Promise<void> {
  const { outFile, seconds, pattern, frequencyHz = 440, width = 1280, height = 720, paths, signal } = options;
  if (!(seconds >= DEMO_MIN_SECONDS && seconds <= DEMO_MAX_SECONDS)) throw new RangeError(`Durée de démo hors limites : ${seconds} s`);
  if (!DEMO_PATTERNS.includes(pattern)) throw new RangeError(`Motif de démo inconnu : ${String(pattern)}`);
  if (width % 2 !== 0 || height % 2 !== 0 || width <= 0 || height <= 0) throw new RangeError(`Taille de démo invalide : ${width}x${height}`);

  await mkdir(dirname(outFile), { recursive: true });
  // Keep the extension: ffmpeg picks the container from it.
  const temp = join(dirname(outFile), `.${randomBytes(4).toString('hex')}.${basename(outFile)}`);
  const args = [
    '-f', 'lavfi', '-i', patternSource(pattern, width, height),
    '-f', 'lavfi', '-i', `sine=frequency=${frequencyHz}:beep_factor=2:sample_rate=48000`,
    '-filter_complex', movingOverlay(pattern, seconds, width, height),
    '-map', '[v]', '-map', '1:a',
    '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-pix_fmt', 'yuv420p', '-g', String(FRAME_RATE * 2),
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
