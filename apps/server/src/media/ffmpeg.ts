import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Where ffmpeg and ffprobe live. Both default to the names on PATH; config passes
 * FFMPEG_PATH / FFPROBE_PATH through here so nothing in media/ reads the environment.
 */
export interface MediaToolPaths {
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
}

/** The two binaries, resolved to what spawn() will run. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

/** Resolves the binaries once so every caller agrees on the defaults ('ffmpeg'/'ffprobe' on PATH). */
export function mediaTools(paths: MediaToolPaths = {}): MediaTools {
  return { ffmpeg: paths.ffmpegPath || 'ffmpeg', ffprobe: paths.ffprobePath || 'ffprobe' };
}

/** Outcome of {@link checkFfmpeg}: a version to log at start-up, or a French reason for the operator. */
export type FfmpegCheck = { ok: true; version: string } | { ok: false; reason: string };

/** Lines of stderr kept for an error message: enough for ffmpeg's real complaint, never the whole log. */
const STDERR_TAIL_LINES = 40;

/** A tool exited badly (non-zero code or killed); `stderrTail` holds its last words for the log. */
export class MediaToolError extends Error {
  override readonly name = 'MediaToolError';
  constructor(
    readonly tool: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
    /** Set when the process died of a signal; ffmpeg itself answers 255 when it caught one. */
    readonly signal: NodeJS.Signals | null = null,
  ) {
    const how = signal ? `tué par ${signal}` : exitCode === 255 ? 'interrompu par un signal' : `code ${exitCode}`;
    super(`${tool} a échoué (${how}) : ${stderrTail.split('\n').slice(-8).join('\n')}`);
  }
}

/** The binary could not be started at all (absent, not executable). */
export class MediaToolMissingError extends Error {
  override readonly name = 'MediaToolMissingError';
  constructor(
    readonly tool: string,
    readonly envVar: string,
  ) {
    super(`${tool} introuvable : installez le paquet Debian ffmpeg ou réglez ${envVar}`);
  }
}

/** Options shared by every spawned media tool. */
export interface ToolRunOptions {
  signal?: AbortSignal | undefined;
  /**
   * Run under `nice -n 10` so transcoding yields the CPU to HTTP on the same machine (default true); 'idle' under
   * `nice -n 19`, for work that should also yield to transcoding (the AV1 pass).
   */
  lowPriority?: boolean | 'idle' | undefined;
  /** Called with each complete stdout line (ffmpeg's -progress output is line-based). */
  onStdoutLine?: ((line: string) => void) | undefined;
  /** Called once the process is started, with its pid (the tool's own: setpriv and nice exec it in place). */
  onSpawn?: ((pid: number) => void) | undefined;
}

/** What a finished tool printed. stdout is kept whole only when no line handler consumes it. */
export interface ToolResult {
  stdout: string;
  stderrTail: string;
}

let niceAvailable: boolean | undefined;

/** Whether `nice` is on PATH; looked up once, synchronously, because the answer never changes while we run. */
function hasNice(): boolean {
  if (niceAvailable === undefined) {
    niceAvailable = (process.env.PATH ?? '').split(delimiter).some((dir) => {
      if (!dir || !isAbsolute(dir)) return false;
      try {
        accessSync(join(dir, 'nice'), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  }
  return niceAvailable;
}

/** util-linux's setpriv (Debian: package util-linux, always installed). */
const SETPRIV = '/usr/bin/setpriv';
let deathSignalAvailable: boolean | undefined;

/**
 * Whether tools can be tied to our life: `setpriv --pdeathsig KILL` asks the kernel to kill the
 * tool when the process that spawned it dies, even by SIGKILL or a crash, which no exit handler
 * of ours could do. Looked up once (a `--help` run of a few milliseconds).
 */
export function parentDeathSignalSupported(): boolean {
  if (deathSignalAvailable === undefined) {
    try {
      accessSync(SETPRIV, constants.X_OK);
      const help = spawnSync(SETPRIV, ['--help'], { encoding: 'utf8', timeout: 5000 });
      deathSignalAvailable = process.platform === 'linux' && help.status === 0 && help.stdout.includes('--pdeathsig');
    } catch {
      deathSignalAvailable = false;
    }
  }
  return deathSignalAvailable;
}

/** A program and its arguments, as spawn() takes them. */
export interface SpawnCommand {
  command: string;
  args: string[];
}

/**
 * What spawn() runs for a tool: `setpriv --pdeathsig KILL --` when available (an orphaned ffmpeg
 * would otherwise keep both cores busy for minutes after a crash, and a retried job would start
 * a second one beside it), then `nice -n 10` for low priority (19 for idle). Both exec the next program in
 * place, so the spawned pid is the tool's own and signals reach it directly.
 */
export function toolCommand(tool: string, args: readonly string[], lowPriority: boolean | 'idle' = true): SpawnCommand {
  let command = [tool, ...args];
  if (lowPriority && hasNice()) command = ['nice', '-n', lowPriority === 'idle' ? '19' : '10', ...command];
  if (parentDeathSignalSupported()) command = [SETPRIV, '--pdeathsig', 'KILL', '--', ...command];
  return { command: command[0]!, args: command.slice(1) };
}

/** Sends SIGTERM, then SIGKILL if the tool is still there two seconds later (ffmpeg can linger writing a trailer). */
function terminate(child: ReturnType<typeof spawn>): void {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  timer.unref();
  child.once('close', () => clearTimeout(timer));
}

/**
 * Spawns one media tool and settles when it exits: resolves on code 0, rejects with
 * {@link MediaToolError} (carrying the stderr tail), {@link MediaToolMissingError}, or the
 * signal's reason when aborted (the process is killed first). The one place that spawns,
 * so priority, abort and error capture behave the same for ffmpeg and ffprobe.
 */
export function runTool(tool: string, envVar: string, args: readonly string[], options: ToolRunOptions = {}): Promise<ToolResult> {
  const { signal, lowPriority = true, onStdoutLine, onSpawn } = options;
  return new Promise<ToolResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const { command, args: commandArgs } = toolCommand(tool, args, lowPriority);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) onSpawn?.(child.pid);
    const tail: string[] = [];
    let stdout = '';
    let spawnError: Error | undefined;

    createInterface({ input: child.stderr }).on('line', (line) => {
      tail.push(line);
      if (tail.length > STDERR_TAIL_LINES) tail.shift();
    });
    if (onStdoutLine) createInterface({ input: child.stdout }).on('line', onStdoutLine);
    else child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));

    const onAbort = (): void => terminate(child);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => (spawnError = error));
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', onAbort);
      const stderrTail = tail.join('\n');
      if (signal?.aborted) reject(signal.reason);
      else if ((spawnError as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') reject(new MediaToolMissingError(tool, envVar));
      else if (spawnError) reject(spawnError);
      // `nice` and `setpriv` answer 127 when they cannot find the tool they should run.
      else if (code === 127 && command !== tool) reject(new MediaToolMissingError(tool, envVar));
      else if (code !== 0) reject(new MediaToolError(tool, code, stderrTail, killedBy));
      else resolve({ stdout, stderrTail });
    });
  });
}

/**
 * Checks at start-up that ffmpeg and ffprobe run and that ffmpeg can encode H.264 and AAC,
 * so a missing package is one clear French line in the log instead of every video failing.
 */
export async function checkFfmpeg(paths: MediaToolPaths = {}): Promise<FfmpegCheck> {
  const tools = mediaTools(paths);
  try {
    const { stdout } = await runTool(tools.ffmpeg, 'FFMPEG_PATH', ['-hide_banner', '-encoders'], { lowPriority: false });
    if (!/\blibx264\b/.test(stdout)) {
      return { ok: false, reason: `ffmpeg (${tools.ffmpeg}) ne dispose pas de l'encodeur H.264 libx264 : installez le paquet Debian ffmpeg` };
    }
    await runTool(tools.ffprobe, 'FFPROBE_PATH', ['-version'], { lowPriority: false });
    const version = await runTool(tools.ffmpeg, 'FFMPEG_PATH', ['-version'], { lowPriority: false });
    const match = /^ffmpeg version (\S+)/m.exec(version.stdout);
    return { ok: true, version: match?.[1] ?? 'inconnue' };
  } catch (error) {
    if (error instanceof MediaToolMissingError) return { ok: false, reason: error.message };
    return { ok: false, reason: `ffmpeg ne démarre pas : ${(error as Error).message}` };
  }
}

/** Options of {@link runFfmpeg}. */
export interface RunFfmpegOptions extends Pick<ToolRunOptions, 'signal' | 'lowPriority' | 'onSpawn'> {
  paths?: MediaToolPaths | undefined;
  /** Seconds of output written so far, from ffmpeg's -progress stream (several times a second). */
  onProgress?: ((seconds: number) => void) | undefined;
}

/** Reads `out_time_us=` (or the misnamed `out_time_ms=`, also microseconds) from one -progress line. */
export function parseProgressLine(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)\s*$/.exec(line);
  return match ? Number(match[1]) / 1_000_000 : null;
}

/** The flags every media job wants: no banner, no stdin, overwrite, machine-readable progress on stdout, warnings only on stderr. */
const COMMON_FFMPEG_FLAGS = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'warning', '-progress', 'pipe:1', '-nostats'] as const;

/**
 * The exact command runFfmpeg spawns for `args` (common flags, setpriv, nice included): for a
 * caller that must run the same thing without us around it, such as the transcoding bench.
 */
export function ffmpegCommand(args: readonly string[], options: Pick<RunFfmpegOptions, 'paths' | 'lowPriority'> = {}): SpawnCommand {
  return toolCommand(mediaTools(options.paths).ffmpeg, [...COMMON_FFMPEG_FLAGS, ...args], options.lowPriority ?? true);
}

/**
 * Runs ffmpeg with {@link COMMON_FFMPEG_FLAGS}, at low CPU priority, killed by the kernel if we die.
 * Rejects with {@link MediaToolError} carrying the last ~40 stderr lines; on abort the
 * process is killed and the promise rejects with the signal's reason.
 */
export async function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<void> {
  const { paths, onProgress, signal, lowPriority, onSpawn } = options;
  let last = -1;
  await runTool(mediaTools(paths).ffmpeg, 'FFMPEG_PATH', [...COMMON_FFMPEG_FLAGS, ...args], {
    signal,
    lowPriority,
    onSpawn,
    onStdoutLine: (line) => {
      const seconds = parseProgressLine(line);
      // ffmpeg repeats the same time and sometimes prints a negative-looking start; report only forward moves.
      if (seconds !== null && seconds > last) {
        last = seconds;
        onProgress?.(seconds);
      }
    },
  });
}
