/**
 * Live transcoding: what one live's ffmpeg costs. A 720p30 encoder recording (testsrc2 + a tone,
 * H.264/AAC in FLV as OBS sends it) goes through the ladder command the ingest runs (the real
 * liveHlsArguments, with the ingest's defaults: preset veryfast, top rung encoded, 2 s segments),
 * spawned by the ingest's own spawnLiveFfmpeg, against the same ladder written out by hand as
 * one plain ffmpeg command; both read the file as fast as they can, in alternated rounds.
 * Then, at real time (-re), the CPU share of one 720p30 live and of the demo live's 426×240@15.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renditionsFor } from '../../apps/server/src/media/ladder.js';
import { liveHlsArguments } from '../../apps/server/src/media/live-hls-arguments.js';
import { spawnLiveFfmpeg } from '../../apps/server/src/modules/lives/ingest/ffmpeg-run.js';
import { compare, type Comparison } from '../load.js';
import { childCpuSeconds, type EncoderSource, ensureEncoded, formatShare, median } from './live-tools.js';

const SECONDS = 30;
/** Kept between bench runs, like the transcoding case's clip. */
const DATA_DIR = path.join(os.tmpdir(), 'kora-bench-live');
/** OBS's usual 720p30 settings: x264 veryfast, 3 Mb/s CBR-like, key frame every 2 s. */
const HD: EncoderSource = { width: 1280, height: 720, fps: 30, videoKbps: 3000, preset: 'veryfast' };
/** The demo live's encoder (demo-lives.ts publishDemoLive): testsrc 426×240 at 15 fps, 300 kb/s. */
const DEMO: EncoderSource = { width: 426, height: 240, fps: 15, videoKbps: 300, preset: 'ultrafast', pattern: 'testsrc' };
const fileOf = (s: EncoderSource) => path.join(DATA_DIR, `${s.pattern ?? 'testsrc2'}-${s.height}p${s.fps}-${SECONDS}s.flv`);

/** Ours: the ingest's ladder command for this source, spawned as the ingest spawns it (nice 10, -progress read); `realtime` paces the input (-re) as an encoder would. */
async function runOurs(source: EncoderSource, outDir: string, realtime: boolean): Promise<void> {
  const renditions = renditionsFor(Math.min(source.height, 720));
  await fs.rm(outDir, { recursive: true, force: true });
  await Promise.all(renditions.map((r) => fs.mkdir(path.join(outDir, r.id), { recursive: true })));
  const args = liveHlsArguments({
    // The RTMP input's arguments (-rw_timeout, -i) work on a file as well.
    input: { kind: 'rtmp', url: fileOf(source) },
    source: { videoCodec: 'h264', width: source.width, height: source.height, frameRate: source.fps, hasAudio: true },
    renditions,
    workDir: outDir,
    preset: 'veryfast',
    copyTopRung: false,
  });
  const run = spawnLiveFfmpeg(realtime ? ['-re', ...args] : args, { paths: {}, pipeInput: false });
  const exit = await run.exited;
  if (exit.code !== 0) throw new Error(`live ladder exited with ${exit.code ?? exit.signal}:\n${exit.stderrTail}`);
}

/**
 * The anchor: the 720p ladder as a person writes it from ladder.ts's table (144p–720p at 120, 250,
 * 500, 900 and 1800 kb/s, AAC 48/64 kb/s, plus an audio-only variant), x264 veryfast zerolatency with
 * a fixed 2 s GOP, HLS in 2 s segments. Run under the same `nice -n 10` as ours, so that the other
 * work on this shared machine weighs on both alike.
 */
function bareArguments(input: string, out: string): string[] {
  const rungs = [[144, 120, 48], [240, 250, 48], [360, 500, 64], [480, 900, 64], [720, 1800, 64]] as const;
  const split = `[0:v]split=5${rungs.map((_, i) => `[s${i}]`).join('')};${rungs.map(([h], i) => `[s${i}]scale=-2:${h}[v${i}]`).join(';')}`;
  return [
    '-n', '10', 'ffmpeg', '-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input,
    '-filter_complex', split,
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]), ...[...rungs, 'audio'].flatMap(() => ['-map', '0:a']),
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0',
    ...rungs.flatMap(([, kbps], i) => [`-b:v:${i}`, `${kbps}k`, `-maxrate:v:${i}`, `${Math.round(kbps * 1.1)}k`, `-bufsize:v:${i}`, `${kbps * 2}k`]),
    '-c:a', 'aac', '-ac', '2', '-ar', '48000',
    ...rungs.flatMap(([, , audio], i) => [`-b:a:${i}`, `${audio}k`]), '-b:a:5', '64k',
    '-f', 'hls', '-hls_time', '2', '-hls_list_size', '30', '-hls_flags', 'independent_segments+program_date_time',
    '-hls_segment_filename', `${out}/%v/seg_%d.ts`,
    '-var_stream_map', 'v:0,a:0 v:1,a:1 v:2,a:2 v:3,a:3 v:4,a:4 a:5',
    `${out}/%v/index.m3u8`,
  ];
}

async function runBare(outDir: string): Promise<void> {
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  const child = spawn('nice', bareArguments(fileOf(HD), outDir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`bare ffmpeg exited with ${code}:\n${stderr}`);
}

/** One run's speed (source seconds per wall second) and the CPU seconds its processes used. */
async function measure(run: () => Promise<void>): Promise<{ speed: number; cpu: number }> {
  const cpu = childCpuSeconds();
  const started = performance.now();
  await run();
  return { speed: SECONDS / ((performance.now() - started) / 1000), cpu: childCpuSeconds() - cpu };
}

export interface LiveTranscodeResult {
  /** Speed (the target), then CPU efficiency. */
  comparisons: Comparison[];
  notes: string[];
}

/**
 * Alternated for BENCH_LIVE_ROUNDS rounds (default 5: a round is two 30 s files, about 20 s each on
 * 2 cores); medians. Target: ours within 5 % of the bare command's speed. Then one real-time run
 * of each source for its CPU share (CPU seconds of the ffmpeg alone per second of source).
 */
export async function liveTranscodeCase(rounds = Number(process.env.BENCH_LIVE_ROUNDS ?? 5)): Promise<LiveTranscodeResult> {
  await fs.mkdir(DATA_DIR, { recursive: true });
  await ensureEncoded(fileOf(HD), HD, SECONDS);
  await ensureEncoded(fileOf(DEMO), DEMO, SECONDS);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-live-hls-'));
  const cpu = { ours: [] as number[], bare: [] as number[] };
  try {
    console.log(`\nlive ladder: ${SECONDS} s of 720p30 as fast as possible, ${rounds} round(s)`);
    const side = (label: string, list: number[], run: () => Promise<void>) => async () => {
      const { speed, cpu: used } = await measure(run);
      list.push(used);
      console.log(`  ${label}: ${speed.toFixed(2)}× realtime, ${used.toFixed(1)} CPU-s`);
      return speed;
    };
    const result = await compare(
      `${SECONDS} s 720p30 through the live ladder (144p–720p + audio, veryfast): liveHlsArguments vs the hand-written ffmpeg`,
      0.95,
      rounds,
      side('ours (liveHlsArguments)', cpu.ours, () => runOurs(HD, path.join(scratch, 'ours'), false)),
      side('bare ffmpeg            ', cpu.bare, () => runBare(path.join(scratch, 'bare'))),
    );
    const comparison: Comparison = { ...result, unit: '× realtime', decimals: 2 };
    // Wall-clock speed swings with the other work on a shared machine; the CPU the same work took does not.
    const efficiency: Comparison = {
      name: `the same runs, CPU efficiency (source seconds per CPU second): liveHlsArguments vs the hand-written ffmpeg`,
      ours: SECONDS / median(cpu.ours),
      anchor: SECONDS / median(cpu.bare),
      target: 0.95,
      unit: 's/CPU-s',
      decimals: 3,
    };
    const keepsUp = comparison.ours >= 1;
    const perLive = median(cpu.ours) / SECONDS;
    const notes = [
      `720p30 live ladder as fast as possible: ours ${comparison.ours.toFixed(2)}× realtime, ${median(cpu.ours).toFixed(1)} CPU-s per ${SECONDS} s; bare ${comparison.anchor.toFixed(2)}×, ${median(cpu.bare).toFixed(1)} CPU-s — ours ${keepsUp ? 'keeps up' : 'DOES NOT keep up'} with real time on this machine (load average ${os.loadavg()[0]!.toFixed(1)}); at ${perLive.toFixed(2)} CPU-s per second of live, ${Math.floor(os.availableParallelism() / perLive)} such lives would fill the ${os.availableParallelism()} cores with nothing else running`,
    ];
    for (const [label, source] of [['one 720p30 live (5 rungs + audio)', HD], ["the demo live's 426×240@15 (144p, 240p + audio)", DEMO]] as const) {
      const { speed, cpu: used } = await measure(() => runOurs(source, path.join(scratch, 'realtime'), true));
      // Paced at real time, CPU seconds per source second is the share the live holds while on air.
      // ffmpeg's start and final flush cost a second or so of a 30 s run: more than 2 s late is falling behind.
      const late = speed < 0.93 ? ` — fell behind real time (${speed.toFixed(2)}×: the machine's other load left it less than that)` : '';
      const note = `CPU share at real time (-re) of ${label}, ladder ffmpeg alone: ${formatShare(used / SECONDS)}${late}`;
      console.log(`  ${note}`);
      notes.push(note);
    }
    return { comparisons: [comparison, efficiency], notes };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
