import type { LiveSource } from '../../../media/live-hls-arguments.js';
import type { LiveRuns, LiveState } from './live-runs.js';
import { createRtmpServer, type PublisherInfo, type RtmpPublisher, type RtmpServer } from './rtmp-server.js';
import { BITRATE_SAMPLES, sourceRefusal } from './source-limits.js';
import type { LiveIngestOptions } from './types.js';

/** How long a publish may take to say what it sends (metadata, first frames) before it is cut. */
const SOURCE_INFO_TIMEOUT_MS = 10_000;
/** Once the picture is known, how long to wait for audio before treating the source as silent. */
const AUDIO_WAIT_MS = 1500;
/** After the encoder leaves, how long ffmpeg may take to notice before its player session is cut and it is stopped. */
const DRAIN_MS = 3000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the publish has told its picture size and codec (and audio, if any); null if it left or never said. */
async function sourceInfo(publisher: RtmpPublisher): Promise<PublisherInfo | null> {
  const started = Date.now();
  let videoSeenAt: number | null = null;
  while (publisher.alive() && Date.now() - started < SOURCE_INFO_TIMEOUT_MS) {
    const info = publisher.info();
    if (info.videoCodec !== null && info.height !== null) {
      videoSeenAt ??= Date.now();
      if (info.hasAudio || Date.now() - videoSeenAt >= AUDIO_WAIT_MS) return info;
    } else if (info.videoCodec === null && info.hasAudio && Date.now() - started >= SOURCE_INFO_TIMEOUT_MS / 2) {
      return info;
    }
    await wait(100);
  }
  return null;
}

/**
 * Publishes over RTMP: the key is checked synchronously (gate.liveForKey, capacity, one source
 * per live), then confirmed (gate.confirmPublish), then the source described (size, codec,
 * audio) before ffmpeg plays it back from our own server into the ladder. While it runs, a
 * source above maxBitrateKbps or 1080p is cut.
 */
export function createRtmpIngest(runs: LiveRuns, options: LiveIngestOptions): RtmpServer {
  const { gate, log } = options;

  const start = async (state: LiveState, publisher: RtmpPublisher): Promise<void> => {
    const liveId = state.liveId;
    let confirmed = false;
    try {
      confirmed = await gate.confirmPublish(liveId);
    } catch (error) {
      log.warn({ liveId, error: String(error) }, 'Direct : vérification de la publication en échec');
    }
    const info = confirmed ? await sourceInfo(publisher) : null;
    if (state.phase !== 'starting') {
      publisher.cut();
      return;
    }
    const refusal = !confirmed
      ? 'publication refusée'
      : !info
        ? 'source muette ou partie'
        : info.videoCodec === 'other'
          ? 'codec vidéo non pris en charge (H.264 attendu)'
          : sourceRefusal(info, options.maxBitrateKbps, []);
    if (refusal || !info) {
      log.info({ liveId, reason: refusal }, 'Direct : publication RTMP coupée');
      publisher.cut();
      runs.revertStart(state);
      return;
    }
    const source: LiveSource = {
      videoCodec: info.videoCodec,
      width: info.width,
      height: info.height,
      frameRate: info.frameRate,
      hasAudio: info.hasAudio,
      videoCodecString: info.videoCodecString,
    };
    const started = await runs.startRun(state, {
      kind: 'rtmp',
      input: { kind: 'rtmp', url: server.playUrl(publisher.streamKey) },
      source,
      cut: () => publisher.cut(),
      sessionId: publisher.sessionId,
      streamKey: publisher.streamKey,
      bitrateKbps: info.bitrateKbps,
    });
    const run = state.run;
    if (!started || !run) return;
    const bitrates: number[] = [];
    run.timers.push(
      setInterval(() => {
        if (!publisher.alive()) return;
        const now = publisher.info();
        bitrates.push(now.bitrateKbps);
        if (bitrates.length > BITRATE_SAMPLES) bitrates.shift();
        const over = sourceRefusal(now, options.maxBitrateKbps, bitrates);
        if (over) {
          log.warn({ liveId, reason: over }, 'Direct : source hors limites coupée');
          publisher.cut();
        }
      }, 1000),
    );
  };

  const server = createRtmpServer({
    onPublish(publisher) {
      let liveId: string | null = null;
      try {
        liveId = gate.liveForKey(publisher.streamKey);
      } catch (error) {
        log.warn({ error: String(error) }, 'Direct : clé de diffusion non vérifiable');
      }
      if (!liveId) {
        log.info({ session: publisher.sessionId }, 'Direct : clé de diffusion inconnue, publication refusée');
        return false;
      }
      const state = runs.reserve(liveId, () => publisher.cut());
      if (state === 'full' || state === 'busy') {
        log.info({ liveId, reason: state }, state === 'full' ? 'Direct : capacité de transcodage atteinte, publication refusée' : 'Direct : ce live reçoit déjà une source');
        return false;
      }
      void start(state, publisher).catch((error: unknown) => {
        log.error({ liveId, error: String(error) }, 'Direct : démarrage en échec');
        publisher.cut();
        runs.revertStart(state);
      });
      return true;
    },
    onPublishEnd(sessionId) {
      for (const state of runs.lives.values()) {
        const run = state.run;
        if (run?.from.sessionId !== sessionId) continue;
        // ffmpeg ends by itself on UnpublishNotify; if it has not after a moment, hang up on it and stop it.
        run.timers.push(
          setTimeout(() => {
            if (state.run !== run) return;
            if (run.from.streamKey) server.dropPlayers(run.from.streamKey);
            void run.ffmpeg.stop();
          }, DRAIN_MS),
        );
      }
    },
    warn: (message, details) => log.warn(details ?? {}, message),
  });
  return server;
}
