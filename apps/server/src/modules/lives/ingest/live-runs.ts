import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { liveLimits } from '@kora/shared';
import { copiesTopRung, liveHlsArguments, type LiveInput, type LiveSource } from '../../../media/live-hls-arguments.js';
import { renditionsFor, type Rendition } from '../../../media/ladder.js';
import { segmentsDuration } from '../../../media/live-playlist.js';
import { POSTER_HEIGHT } from '../../../media/thumbnails.js';
import { hlsPrefixOf } from '../../../storage/media-storage.js';
import { spawnLiveFfmpeg, type LiveFfmpegProcess, type RunExit } from './ffmpeg-run.js';
import { LivePicture } from './live-picture.js';
import { saveRecording } from './replay.js';
import { SegmentPublisher } from './segment-publisher.js';
import type { LiveIngestOptions, LiveRecording } from './types.js';

/** How often a run's work folder is checked for finished segments. */
const POLL_MS = 400;
/** The ladder's speed (ffmpeg -progress) is checked this often; SLOW_CHECKS checks in a row under SLOW_SPEED are logged. */
const SPEED_CHECK_MS = 10_000;
const SLOW_SPEED = 0.9;
const SLOW_CHECKS = 3;
/**
 * A run that has stored no segment for this long is stalled (a half-open connection, a browser
 * that stopped sending, a wedged ffmpeg): it is stopped and the live waits for a reconnect.
 */
const STALL_MS = 20_000;
/** A stopped live's segment list stays in memory this long for publishReplay; after that the stored manifest serves. */
const STOPPED_RETENTION_MS = 30 * 60 * 1000;

/**
 * Where a live's ingest is: a source being checked ('starting'), an ffmpeg running, an encoder
 * gone that may come back ('grace'), gone for good ('expired': the service must stop the live),
 * being stopped, stopped (recording kept for the replay).
 */
export type LivePhase = 'starting' | 'running' | 'grace' | 'expired' | 'stopping' | 'stopped';

/** Where a run's picture comes from, and how to hang up on it. */
export interface RunSource {
  kind: 'rtmp' | 'browser';
  input: LiveInput;
  source: LiveSource;
  /** Disconnects the encoder or the browser. */
  cut(): void;
  /** RTMP: the publishing session, to find the run when it ends. */
  sessionId?: string | undefined;
  /** RTMP: the stream key ffmpeg plays back. */
  streamKey?: string | undefined;
  /** Bits per second the encoder sends, to declare a copied top rung. */
  bitrateKbps?: number | undefined;
}

export interface Run {
  readonly id: number;
  readonly from: RunSource;
  readonly ffmpeg: LiveFfmpegProcess;
  readonly workDir: string;
  /** Settles once the run's last segments are stored and its folder removed. */
  done: Promise<void>;
  timers: NodeJS.Timeout[];
}

export interface LiveState {
  readonly liveId: string;
  phase: LivePhase;
  renditions: Rendition[] | null;
  publisher: SegmentPublisher | null;
  /** The card's picture, taken from the stored segments while on air. */
  picture: LivePicture | null;
  run: Run | null;
  runCount: number;
  graceTimer: NodeJS.Timeout | null;
  /** While 'starting': hangs up on the source being checked. */
  cutStarting: (() => void) | null;
  stopping: Promise<LiveRecording | null> | null;
}

/** Phases that hold one of the maxTranscodes slots. */
const HOLDS_SLOT: ReadonlySet<LivePhase> = new Set(['starting', 'running', 'grace', 'stopping']);

/** The lives of one ingest and their ffmpeg runs: capacity, reconnects and grace, stop. Sources (RTMP, browser) come in through reserve/startRun. */
export class LiveRuns {
  readonly lives = new Map<string, LiveState>();
  private closed = false;
  private readonly graceMs: number;

  constructor(private readonly options: LiveIngestOptions) {
    this.graceMs = (options.graceSeconds ?? liveLimits.reconnectGraceSeconds) * 1000;
  }

  active(): string[] {
    return [...this.lives.values()].filter((s) => HOLDS_SLOT.has(s.phase)).map((s) => s.liveId);
  }

  /**
   * Synchronously claims the live for a new source: a new live needs a free slot, a live in its
   * grace period resumes. 'full' when no slot is free, 'busy' when the live already has a source
   * (or is over). On success the live is 'starting' until startRun or revertStart.
   */
  reserve(liveId: string, cutStarting: () => void): LiveState | 'full' | 'busy' {
    if (this.closed) return 'busy';
    const existing = this.lives.get(liveId);
    if (existing && existing.phase !== 'grace') return 'busy';
    if (!existing && this.active().length >= this.options.maxTranscodes) return 'full';
    const state: LiveState = existing ?? {
      liveId,
      phase: 'starting',
      renditions: null,
      publisher: null,
      picture: null,
      run: null,
      runCount: 0,
      graceTimer: null,
      cutStarting: null,
      stopping: null,
    };
    state.phase = 'starting';
    state.cutStarting = cutStarting;
    this.lives.set(liveId, state);
    return state;
  }

  /** The source checked during 'starting' was refused or went away: back to the grace period, or forgotten if the live never ran. */
  revertStart(state: LiveState): void {
    if (state.phase !== 'starting') return;
    state.cutStarting = null;
    if (state.runCount === 0 && state.graceTimer === null) {
      this.lives.delete(state.liveId);
      return;
    }
    state.phase = 'grace';
    if (state.graceTimer === null) this.startGraceTimer(state);
  }

  /** Starts the ffmpeg of a run. Resolves false (source cut) when the live was stopped meanwhile or the source cannot feed the ladder. */
  async startRun(state: LiveState, from: RunSource): Promise<boolean> {
    const { options } = this;
    if (state.phase !== 'starting') {
      from.cut();
      return false;
    }
    const { source } = from;
    state.renditions ??= renditionsFor(source.videoCodec === null ? null : Math.min(source.height ?? options.maxHeight, options.maxHeight));
    const renditions = state.renditions;
    // Browsers put key frames where they like (MediaRecorder): a copied rung would cut uneven segments. Encoders can be told 2 s.
    const copyTopRung = from.kind === 'rtmp' && copiesTopRung({ source, renditions, copyTopRung: options.copyTopRung });
    const liveDir = join(options.scratchDir, state.liveId);
    const workDir = join(liveDir, `run-${state.runCount + 1}`);
    let args: string[];
    try {
      args = liveHlsArguments({ input: from.input, source, renditions, workDir, preset: options.preset ?? 'veryfast', copyTopRung });
      await rm(workDir, { recursive: true, force: true });
      await Promise.all(renditions.map((r) => mkdir(join(workDir, r.id), { recursive: true })));
    } catch (error) {
      options.log.warn({ liveId: state.liveId, error: (error as Error).message }, 'Source de direct inutilisable');
      from.cut();
      this.revertStart(state);
      return false;
    }
    if (state.phase !== 'starting') {
      from.cut();
      return false;
    }
    state.publisher ??= new SegmentPublisher({
      storage: options.storage,
      prefix: hlsPrefixOf({ kind: 'live', id: state.liveId }),
      renditions,
      sourceSize: { width: source.width, height: source.height },
      // The encoder's rate may not be measured yet when the first run starts: the accepted maximum then stands in.
      copiedTop: copyTopRung ? { bandwidth: (from.bitrateKbps || options.maxBitrateKbps) * 1000 * 1.2, codecs: source.videoCodecString ?? null } : null,
      tempDir: liveDir,
      onWarn: (message, details) => options.log.warn({ liveId: state.liveId, ...details }, message),
    });
    state.picture ??= new LivePicture({
      liveId: state.liveId,
      storage: options.storage,
      tools: options.tools,
      tempDir: liveDir,
      onTaken: () => this.notify(state.liveId, () => options.gate.onPicture(state.liveId)),
      onWarn: (message, details) => options.log.warn({ liveId: state.liveId, ...details }, message),
    });
    if (state.graceTimer) clearTimeout(state.graceTimer);
    state.graceTimer = null;
    state.cutStarting = null;
    state.runCount += 1;
    const ffmpeg = spawnLiveFfmpeg(args, { paths: options.tools, pipeInput: from.input.kind === 'webm-pipe' });
    const run: Run = { id: state.runCount, from, ffmpeg, workDir, done: Promise.resolve(), timers: [] };
    state.run = run;
    state.phase = 'running';
    state.publisher.beginRun(workDir);
    options.log.info({ liveId: state.liveId, run: run.id, source, renditions: renditions.map((r) => r.id), copyTopRung, pid: ffmpeg.pid }, 'Direct : transcodage démarré');

    let signalled = false;
    const { publisher, picture } = state;
    run.timers.push(
      setInterval(() => {
        publisher
          .poll()
          .then(() => {
            if (state.run === run && state.phase === 'running' && Date.now() - publisher.lastProgressAt > STALL_MS) {
              options.log.warn({ liveId: state.liveId, run: run.id }, 'Direct : plus aucun segment, transcodage arrêté');
              publisher.lastProgressAt = Date.now();
              run.from.cut();
              void ffmpeg.stop();
            }
            if (!signalled && state.run === run && publisher.runIsPublishing()) {
              signalled = true;
              this.notify(state.liveId, () => options.gate.onSignal(state.liveId, 'receiving'));
            }
            if (signalled && state.run === run) picture.offer(publisher.latestSegmentKey(POSTER_HEIGHT));
          })
          .catch((error: unknown) => options.log.warn({ liveId: state.liveId, error: String(error) }, 'Segment du direct non publié (nouvel essai)'));
      }, POLL_MS),
    );
    let slow = 0;
    run.timers.push(
      setInterval(() => {
        // A ladder slower than real time falls further behind every second (and the RTMP server buffers what it has not read).
        const speed = ffmpeg.speed();
        slow = speed !== null && speed < SLOW_SPEED ? slow + 1 : 0;
        if (slow === SLOW_CHECKS) options.log.warn({ liveId: state.liveId, speed }, 'Direct : le transcodage ne suit pas le temps réel');
      }, SPEED_CHECK_MS),
    );
    run.done = ffmpeg.exited.then((exit) => this.onRunExit(state, run, exit));
    return true;
  }

  /** A run's ffmpeg is gone: store what it finished, hang up on its source, and wait for a reconnect (grace) unless the live is stopping. */
  private async onRunExit(state: LiveState, run: Run, exit: RunExit): Promise<void> {
    run.timers.forEach((t) => clearInterval(t));
    run.from.cut();
    const expected = state.phase === 'stopping' || this.closed;
    if (!expected) {
      const level = exit.code === 0 ? 'info' : 'warn';
      this.options.log[level](
        { liveId: state.liveId, run: run.id, code: exit.code, signal: exit.signal, speed: run.ffmpeg.speed(), stderr: exit.stderrTail.slice(-2000) },
        'Direct : la source est partie',
      );
    }
    try {
      await state.publisher?.endRun();
    } finally {
      await rm(run.workDir, { recursive: true, force: true }).catch(() => {});
      if (state.run === run) state.run = null;
      if (state.phase === 'running' && !this.closed) {
        state.phase = 'grace';
        this.notify(state.liveId, () => this.options.gate.onSignal(state.liveId, 'reconnecting'));
        this.startGraceTimer(state);
      }
    }
  }

  /** Calls the gate; its failure is logged, never allowed to break a run's bookkeeping. */
  private notify(liveId: string, call: () => void): void {
    try {
      call();
    } catch (error) {
      this.options.log.error({ liveId, error: String(error) }, 'Direct : le service des lives a échoué sur un signal');
    }
  }

  private startGraceTimer(state: LiveState): void {
    state.graceTimer = setTimeout(() => {
      state.graceTimer = null;
      if (state.phase !== 'grace') return;
      state.phase = 'expired';
      this.options.log.info({ liveId: state.liveId }, "Direct : l'encodeur n'est pas revenu");
      this.notify(state.liveId, () => this.options.gate.onGraceExpired(state.liveId));
    }, this.graceMs);
  }

  /** Ends a live's ingest (see LiveIngest.stop). */
  stop(liveId: string): Promise<LiveRecording | null> {
    const state = this.lives.get(liveId);
    if (!state) return Promise.resolve(null);
    state.stopping ??= this.finish(state);
    return state.stopping;
  }

  private async finish(state: LiveState): Promise<LiveRecording | null> {
    if (state.graceTimer) clearTimeout(state.graceTimer);
    state.graceTimer = null;
    state.phase = 'stopping';
    state.cutStarting?.();
    state.cutStarting = null;
    const run = state.run;
    if (run) {
      run.from.cut();
      await run.ffmpeg.stop();
      await run.done;
    }
    const publisher = state.publisher;
    let recording: LiveRecording | null = null;
    if (publisher && publisher.segmentCount() > 0) {
      await publisher.finish();
      const recorded = publisher.recording();
      await saveRecording(this.options.storage, state.liveId, recorded, join(this.options.scratchDir, state.liveId)).catch((error: unknown) =>
        this.options.log.warn({ liveId: state.liveId, error: String(error) }, "Manifeste d'enregistrement du direct non écrit"),
      );
      recording = {
        renditions: recorded.map((r) => r.stored),
        durationSeconds: segmentsDuration(recorded[0]!.segments),
        segmentCount: publisher.segmentCount(),
      };
    }
    await state.picture?.settled();
    await rm(join(this.options.scratchDir, state.liveId), { recursive: true, force: true }).catch(() => {});
    state.phase = 'stopped';
    // Forget the live later (memory); a publish to it meanwhile is refused as 'busy', then the gate alone decides.
    const evict = setTimeout(() => {
      if (this.lives.get(state.liveId) === state) this.lives.delete(state.liveId);
    }, STOPPED_RETENTION_MS);
    evict.unref();
    return recording;
  }

  /** Kills a live's run at once and forgets it (discard). */
  async forget(liveId: string): Promise<void> {
    const state = this.lives.get(liveId);
    if (!state) return;
    state.phase = 'stopping';
    if (state.graceTimer) clearTimeout(state.graceTimer);
    state.cutStarting?.();
    if (state.run) {
      state.run.from.cut();
      state.run.ffmpeg.kill();
      await state.run.done.catch(() => {});
    }
    await state.stopping?.catch(() => null);
    this.lives.delete(liveId);
    await rm(join(this.options.scratchDir, liveId), { recursive: true, force: true });
  }

  /**
   * Ends every run (stopped cleanly, killed after a few seconds), clears every timer, and saves
   * each unfinished live's recording manifest so its replay can still be published after a restart.
   */
  async close(): Promise<void> {
    this.closed = true;
    const runs: Promise<unknown>[] = [];
    for (const state of this.lives.values()) {
      if (state.graceTimer) clearTimeout(state.graceTimer);
      state.graceTimer = null;
      state.cutStarting?.();
      const run = state.run;
      if (run) {
        run.from.cut();
        runs.push(run.ffmpeg.stop().then(() => run.done));
      }
    }
    await Promise.allSettled(runs);
    // A picture being taken reports to the gate once taken: before the stop goes on, not after.
    await Promise.allSettled([...this.lives.values()].map((s) => s.picture?.settled()));
    const unfinished = [...this.lives.values()].filter((s) => s.phase !== 'stopped' && s.publisher && s.publisher.segmentCount() > 0);
    await Promise.allSettled(
      unfinished.map((s) => saveRecording(this.options.storage, s.liveId, s.publisher!.recording(), join(this.options.scratchDir, s.liveId))),
    );
  }
}
