/**
 * What the two live cases share: CPU accounting from /proc, the synthetic encoder sources, and
 * percentiles. Linux only (like the rest of the bench).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import { probe } from '../../apps/server/src/media/ffprobe.js';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux build we run on). */
const TICKS = 100;

/** utime, stime, cutime, cstime and ppid of one process, or null when it is gone. */
function statOf(pid: number): { ppid: number; own: number; children: number } | null {
  try {
    // The command name may hold spaces and parentheses: the fields start after the last ') '.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), children: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by our own finished (reaped) children. */
export function childCpuSeconds(): number {
  return (statOf(process.pid)?.children ?? 0) / TICKS;
}

/**
 * CPU seconds used so far by a process and all its descendants: each live one's own time, plus the
 * time of those already reaped (cutime/cstime, carried up to whoever in the tree waited for them:
 * PostgreSQL's postmaster reaps its backends, node its ffmpeg runs). A difference
 * of two readings is what the tree used in between, ffmpeg runs that ended meanwhile included.
 */
export function treeCpuSeconds(root: number): number {
  const stats = new Map<number, NonNullable<ReturnType<typeof statOf>>>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops += 1) {
      if (p === root) return true;
      p = stats.get(p)?.ppid ?? 0;
    }
    return false;
  };
  // Each one's own time, and that of its children it has reaped (whoever in the tree reaped them).
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.own + stat.children;
  return ticks / TICKS;
}

/** CPU share of a process tree over `seconds` of wall time, in cores (1 = one core busy all along). */
export async function treeCpuShare(root: number, seconds: number): Promise<number> {
  const cpu = treeCpuSeconds(root);
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return (treeCpuSeconds(root) - cpu) / ((performance.now() - started) / 1000);
}

/** `0.84 core (42 % of 2 cores)` */
export function formatShare(cores: number): string {
  const machine = os.availableParallelism();
  return `${cores.toFixed(2)} core (${Math.round((cores * 100) / machine)} % of ${machine} cores)`;
}

export const median = (xs: readonly number[]): number => percentile(xs, 50);

/** Least-squares slope of y against x. */
export function slope(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

/** Nearest-rank percentile (p in 0–100) of a non-empty list. */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Runs ffmpeg to its end; rejects with its last words. */
export async function ffmpeg(args: string[]): Promise<void> {
  const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`ffmpeg ${args.join(' ')} exited with ${code}:\n${stderr}`);
}

/** An encoder's picture and sound as OBS would send them: H.264 (x264, key frame every 2 s, no scene cuts) and AAC, in FLV as RTMP carries them. */
export interface EncoderSource {
  width: number;
  height: number;
  fps: number;
  videoKbps: number;
  /** x264 preset of the encoder itself. */
  preset: string;
  /** lavfi picture ('testsrc2' by default) and extra filters drawn on it. */
  pattern?: string;
  filter?: string;
}

/** ffmpeg arguments of such an encoder's inputs and codecs (the output is up to the caller). */
export function encoderArguments(s: EncoderSource, realtime: boolean): string[] {
  const re = realtime ? ['-re'] : [];
  return [
    ...re, '-f', 'lavfi', '-i', `${s.pattern ?? 'testsrc2'}=size=${s.width}x${s.height}:rate=${s.fps}`,
    ...re, '-f', 'lavfi', '-i', 'sine=frequency=440:beep_factor=4:sample_rate=44100',
    ...(s.filter ? ['-vf', s.filter] : []),
    '-c:v', 'libx264', '-preset', s.preset, '-tune', 'zerolatency', '-pix_fmt', 'yuv420p',
    '-g', String(s.fps * 2), '-keyint_min', String(s.fps * 2), '-sc_threshold', '0',
    '-b:v', `${s.videoKbps}k`, '-maxrate', `${s.videoKbps}k`, '-bufsize', `${s.videoKbps * 2}k`,
    '-c:a', 'aac', '-b:a', '128k', '-ar', '44100',
  ];
}

/** A recorded encoder output of `seconds`, made once and kept in `file` between bench runs. */
export async function ensureEncoded(file: string, source: EncoderSource, seconds: number): Promise<void> {
  const usable = await probe(file).then((p) => p.height === source.height && p.hasAudio && Math.abs(p.durationSeconds - seconds) < 1, () => false);
  if (usable) return;
  console.log(`generating ${file}`);
  await fs.rm(file, { force: true });
  await ffmpeg([...encoderArguments(source, false), '-t', String(seconds), '-f', 'flv', file]);
}
