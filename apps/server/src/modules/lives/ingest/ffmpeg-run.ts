import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import { ffmpegCommand, type MediaToolPaths } from '../../../media/ffmpeg.js';

/** Lines of ffmpeg's stderr kept for the log when a run ends badly. */
const STDERR_TAIL_LINES = 20;
/** How long a run may take to write its last segments after being asked to stop, before SIGKILL. */
const STOP_TIMEOUT_MS = 5000;

export interface RunExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderrTail: string;
}

/** One long-running ffmpeg of a live. */
export interface LiveFfmpegProcess {
  readonly pid: number | undefined;
  /** ffmpeg's stdin when the input is a pipe (browser chunks); null otherwise. */
  readonly stdin: Writable | null;
  /** Settles when the process is gone (never rejects). */
  readonly exited: Promise<RunExit>;
  /** Latest `speed=` from -progress (1 = real time); null until ffmpeg reports one. */
  speed(): number | null;
  /**
   * Asks ffmpeg to finish cleanly (end of input for a pipe, SIGINT otherwise: it then writes its
   * last segment and playlists) and kills it if it has not exited within a few seconds.
   */
  stop(): Promise<RunExit>;
  /** SIGKILL now. */
  kill(): void;
}

/**
 * Spawns ffmpeg for a live as ffmpegCommand builds it, killed by the kernel if this process dies
 * (setpriv --pdeathsig), its pid the tool's own — at normal priority: a live must keep up with real
 * time (a ladder that falls behind adds latency without limit), so under load it goes before the
 * on-demand transcodes, which run at nice 10; MAX_LIVE_TRANSCODES bounds what lives may take.
 */
export function spawnLiveFfmpeg(args: readonly string[], options: { paths: MediaToolPaths; pipeInput: boolean; timeoutMs?: number }): LiveFfmpegProcess {
  const { command, args: commandArgs } = ffmpegCommand(args, { paths: options.paths, lowPriority: false });
  const child = spawn(command, commandArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
  // Without a piped input ffmpeg runs with -nostdin and never reads it.
  if (!options.pipeInput) child.stdin.end();
  const tail: string[] = [];
  let lastSpeed: number | null = null;
  createInterface({ input: child.stderr }).on('line', (line) => {
    tail.push(line);
    if (tail.length > STDERR_TAIL_LINES) tail.shift();
  });
  // -progress pipe:1: must be read (a full pipe would block ffmpeg), and tells how fast the run keeps up.
  createInterface({ input: child.stdout }).on('line', (line) => {
    const match = /^speed=\s*([\d.]+)x/.exec(line);
    if (match) lastSpeed = Number(match[1]);
  });
  // A browser that closes mid-write makes stdin emit EPIPE; the exit tells the story.
  child.stdin.on('error', () => {});

  let done = false;
  const exited = new Promise<RunExit>((resolve) => {
    child.once('error', (error) => {
      tail.push(String(error));
    });
    child.once('close', (code, signal) => {
      done = true;
      resolve({ code, signal, stderrTail: tail.join('\n') });
    });
  });

  const kill = (): void => {
    if (!done) child.kill('SIGKILL');
  };
  let stopping: Promise<RunExit> | null = null;
  return {
    pid: child.pid,
    stdin: options.pipeInput ? child.stdin : null,
    exited,
    speed: () => lastSpeed,
    kill,
    stop() {
      stopping ??= (async () => {
        if (done) return exited;
        if (options.pipeInput && !child.stdin.destroyed && !child.stdin.writableEnded) child.stdin.end();
        else child.kill('SIGINT');
        const timer = setTimeout(kill, options.timeoutMs ?? STOP_TIMEOUT_MS);
        try {
          return await exited;
        } finally {
          clearTimeout(timer);
        }
      })();
      return stopping;
    },
  };
}
