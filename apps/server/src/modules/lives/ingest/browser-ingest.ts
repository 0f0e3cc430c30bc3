import type { Writable } from 'node:stream';
import { liveServerMessages } from '@kora/shared';
import type { RawData, WebSocket } from 'ws';
import { BROWSER_CLOSE } from './errors.js';
import type { LiveRuns, LiveState } from './live-runs.js';
import { sourceRefusal } from './source-limits.js';
import type { LiveIngestOptions } from './types.js';
import { readWebmTracks, type WebmTracks } from './webm-header.js';
import { browserMessages } from './browser-ingest-texts.js';

/** A WebM head without its track list past this size is not MediaRecorder's. */
const MAX_HEAD_BYTES = 1024 * 1024;
/** Bytes waiting for ffmpeg beyond which the browser sends faster than we transcode: the live is cut rather than the memory grown. */
const MAX_BACKLOG_BYTES = 32 * 1024 * 1024;
/** A socket that has not sent a readable WebM head by then is closed (it holds a transcode slot meanwhile). */
const HEAD_TIMEOUT_MS = 15_000;
/** Seconds over which the browser's bit rate is judged against maxBitrateKbps. */
const BITRATE_WINDOW_S = 5;


function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function sourceOf(tracks: WebmTracks) {
  return {
    videoCodec: tracks.video?.codec ?? null,
    width: tracks.video?.width ?? null,
    height: tracks.video?.height ?? null,
    frameRate: null,
    hasAudio: tracks.hasAudio,
  };
}

/**
 * Goes live from the browser: MediaRecorder chunks arrive as binary WebSocket messages and are
 * written to ffmpeg's stdin. The head of the stream is read first (readWebmTracks) so the ladder
 * fits the camera; chunks that arrive while ffmpeg starts are queued, none is lost. The socket
 * closing ends ffmpeg's input: the run finishes its segments and the live waits for a reconnect.
 */
export function acceptBrowserSocket(runs: LiveRuns, options: LiveIngestOptions, liveId: string, socket: WebSocket): void {
  const { log } = options;
  const close = (code: number, reason: string): void => {
    if (socket.readyState === socket.CONNECTING || socket.readyState === socket.OPEN) socket.close(code, reason);
  };
  const reserved = runs.reserve(liveId, () => close(BROWSER_CLOSE.normal, liveServerMessages.alreadyEnded));
  if (reserved === 'full') {
    close(BROWSER_CLOSE.tryAgainLater, liveServerMessages.capacityFull);
    return;
  }
  if (reserved === 'busy') {
    const phase = runs.lives.get(liveId)?.phase;
    close(BROWSER_CLOSE.refused, phase === 'running' || phase === 'starting' ? liveServerMessages.alreadyLive : liveServerMessages.alreadyEnded);
    return;
  }
  const state: LiveState = reserved;
  let stage: 'head' | 'starting' | 'running' | 'over' = 'head';
  const queued: Buffer[] = [];
  let queuedBytes = 0;
  let stdin: Writable | null = null;
  const window: Array<{ at: number; bytes: number }> = [];

  const giveUp = (code: number, reason: string): void => {
    const was = stage;
    stage = 'over';
    if (was === 'head' || was === 'starting') runs.revertStart(state);
    else if (was === 'running') stdin?.end();
    close(code, reason);
  };
  const overRate = (bytes: number): boolean => {
    const now = Date.now();
    window.push({ at: now, bytes });
    while (window.length > 0 && now - window[0]!.at > BITRATE_WINDOW_S * 1000) window.shift();
    const kbps = (window.reduce((sum, w) => sum + w.bytes, 0) * 8) / 1000 / BITRATE_WINDOW_S;
    return kbps > options.maxBitrateKbps * 1.5;
  };

  const headTimer = setTimeout(() => {
    if (stage === 'head') giveUp(BROWSER_CLOSE.unsupported, browserMessages.notWebm);
  }, HEAD_TIMEOUT_MS);
  headTimer.unref();

  const begin = (tracks: WebmTracks): void => {
    clearTimeout(headTimer);
    stage = 'starting';
    const cut = (): void => {
      const phase = runs.lives.get(liveId)?.phase;
      if (phase === 'stopping' || phase === 'stopped') close(BROWSER_CLOSE.normal, liveServerMessages.alreadyEnded);
      else close(BROWSER_CLOSE.internal, browserMessages.failed);
    };
    runs
      .startRun(state, { kind: 'browser', input: { kind: 'webm-pipe' }, source: sourceOf(tracks), cut })
      .then((started) => {
        if (!started || !state.run?.ffmpeg.stdin) {
          stage = 'over';
          close(BROWSER_CLOSE.internal, browserMessages.failed);
          return;
        }
        stdin = state.run.ffmpeg.stdin;
        for (const chunk of queued.splice(0)) stdin.write(chunk);
        if (stage === 'over') stdin.end(); // the browser left while ffmpeg started
        else stage = 'running';
      })
      .catch((error: unknown) => {
        log.error({ liveId, error: String(error) }, 'Direct navigateur : démarrage en échec');
        giveUp(BROWSER_CLOSE.internal, browserMessages.failed);
      });
  };

  socket.on('message', (data, isBinary) => {
    if (!isBinary || stage === 'over') return;
    const chunk = toBuffer(data);
    if (overRate(chunk.length)) {
      log.warn({ liveId }, 'Direct navigateur : débit hors limite, coupé');
      giveUp(BROWSER_CLOSE.refused, browserMessages.tooFast);
      return;
    }
    if (stage === 'running' && stdin) {
      if (stdin.writableLength > MAX_BACKLOG_BYTES) {
        log.warn({ liveId }, 'Direct navigateur : ffmpeg ne suit pas, coupé');
        giveUp(BROWSER_CLOSE.internal, browserMessages.tooFast);
        return;
      }
      stdin.write(chunk);
      return;
    }
    queued.push(chunk);
    queuedBytes += chunk.length;
    if (stage !== 'head') return;
    let tracks: WebmTracks | null;
    try {
      tracks = readWebmTracks(Buffer.concat(queued));
    } catch {
      giveUp(BROWSER_CLOSE.unsupported, browserMessages.notWebm);
      return;
    }
    if (tracks?.video?.height && sourceRefusal(tracks.video, options.maxBitrateKbps, [])) giveUp(BROWSER_CLOSE.refused, browserMessages.tooTall);
    else if (tracks && (tracks.video || tracks.hasAudio)) begin(tracks);
    else if (tracks || queuedBytes > MAX_HEAD_BYTES) giveUp(BROWSER_CLOSE.unsupported, browserMessages.notWebm);
  });

  socket.on('close', () => {
    clearTimeout(headTimer);
    const was = stage;
    stage = 'over';
    if (was === 'head') runs.revertStart(state);
    else if (was === 'running') stdin?.end();
    // 'starting': the .then above ends stdin once ffmpeg is there.
  });
  socket.on('error', (error) => log.warn({ liveId, error: String(error) }, 'Direct navigateur : erreur de socket'));
}
