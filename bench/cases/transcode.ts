/**
 * Transcoding: our pipeline against the bare ffmpeg command it runs, on the same 60 s 1080p clip.
 * Runs alone on the machine (before any server starts), or by itself:
 *   node --import tsx bench/cases/transcode.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDemoSource } from '../../apps/server/src/media/demo-source.js';
import { ffmpegCommand } from '../../apps/server/src/media/ffmpeg.js';
import { probe } from '../../apps/server/src/media/ffprobe.js';
import { prepareHlsRun, transcodeToHls } from '../../apps/server/src/media/transcode-hls.js';
import { compare, type Comparison, report } from '../load.js';

const SOURCE_SECONDS = 60;
/** Kept between bench runs: drawing and encoding the clip costs about ten seconds. */
const DATA_DIR = path.join(os.tmpdir(), 'kora-bench-transcode');
const SOURCE = path.join(DATA_DIR, `testsrc2-1080p-${SOURCE_SECONDS}s.mp4`);

/** The 1080p clip with sound (lavfi testsrc2 + a tone, H.264/AAC), made once. */
async function ensureSource(): Promise<void> {
  const usable = await probe(SOURCE).then((p) => p.height === 1080 && p.hasAudio && Math.abs(p.durationSeconds - SOURCE_SECONDS) < 1, () => false);
  if (usable) return;
  console.log(`generating ${SOURCE}`);
  await generateDemoSource({ outFile: SOURCE, seconds: SOURCE_SECONDS, pattern: 'testsrc2', width: 1920, height: 1080 });
}

/**
 * CPU seconds used so far by our finished child processes (Linux: cutime + cstime of /proc/self/stat,
 * in clock ticks of 1/100 s). Printed beside each speed: on a shared machine the wall time moves with
 * everyone else's load, the work done does not.
 */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Times one run: source seconds per wall second, logged with the CPU seconds its processes used. */
async function speedOf(label: string, sourceSeconds: number, run: () => Promise<unknown>): Promise<number> {
  const cpu = childCpuSeconds();
  const started = performance.now();
  await run();
  const speed = sourceSeconds / ((performance.now() - started) / 1000);
  console.log(`  ${label}: ${speed.toFixed(2)}× realtime, ${(childCpuSeconds() - cpu).toFixed(1)} CPU-s`);
  return speed;
}

/** Runs one command to its end, as a shell would (no progress parsing). */
async function runBare(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`bare ffmpeg exited with ${code}:\n${stderr}`);
}

/**
 * (a) transcodeToHls with its defaults (the upload preset, thumbnails on): probe, the one ffmpeg
 * run, the sheet tiling, the playlist rewrite and the atomic publish, into a fresh outDir;
 * (b) the very ffmpeg command line (a) spawns, built by the same code, run bare.
 * Alternated for BENCH_ROUNDS rounds (default 2, each round takes a minute or two on 2 cores);
 * speeds are source seconds per wall second. Target: the pipeline within 5 % of bare ffmpeg.
 */
export async function transcodeCase(rounds = Number(process.env.BENCH_ROUNDS ?? 2)): Promise<Comparison> {
  await ensureSource();
  const source = await probe(SOURCE);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-hls-'));
  const outDir = path.join(scratch, 'pipeline');
  const bareDir = path.join(scratch, 'bare');
  try {
    const pipeline = async () => {
      await fs.rm(outDir, { recursive: true, force: true });
      return speedOf('pipeline   ', source.durationSeconds, () => transcodeToHls({ input: SOURCE, outDir }));
    };
    const bare = async () => {
      await fs.rm(bareDir, { recursive: true, force: true });
      await fs.mkdir(bareDir);
      const { args } = await prepareHlsRun(SOURCE, source, bareDir);
      const { command, args: commandArgs } = ffmpegCommand(args);
      return speedOf('bare ffmpeg', source.durationSeconds, () => runBare(command, commandArgs));
    };
    console.log(`\ntranscoding ${SOURCE_SECONDS} s of 1080p, ${rounds} round(s)`);
    const result = await compare('60 s 1080p to the HLS ladder + thumbnails: transcodeToHls vs the bare ffmpeg command', 0.95, rounds, pipeline, bare);
    return { ...result, unit: '× realtime', decimals: 2 };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  transcodeCase()
    .then((result) => {
      if (!report([result])) process.exitCode = 1;
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
