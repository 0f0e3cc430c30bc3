import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PortInUseError } from '../../../setup-errors.js';
import { acceptBrowserSocket } from './browser-ingest.js';
import { IngestFullError } from './errors.js';
import { LiveRuns } from './live-runs.js';
import { loadRecording, publishReplay } from './replay.js';
import { createRtmpIngest } from './rtmp-ingest.js';
import type { LiveIngest, LiveIngestOptions } from './types.js';

/**
 * The live ingest of this process: an RTMP listener (encoders such as OBS) and browser
 * WebSockets feed one ffmpeg per live, whose segments are published to media storage as they
 * are finished, with sliding-window playlists any instance can serve. See LiveIngest.
 */
export function createLiveIngest(options: LiveIngestOptions): LiveIngest {
  const runs = new LiveRuns(options);
  const rtmp = createRtmpIngest(runs, options);
  let listening = false;

  return {
    async listen() {
      const rtmpPort = await rtmp.listen(options.rtmpPort, options.rtmpHost).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
        throw new PortInUseError(options.rtmpHost ?? '0.0.0.0', options.rtmpPort, {
          variable: 'RTMP_PORT',
          holder: 'un autre programme (un autre Kora ?)',
          otherwise: 'Ou démarrez cette instance sans réception de directs : MAX_LIVE_TRANSCODES=0 (les directs sont alors reçus par une autre instance).',
        });
      });
      listening = true;
      options.log.info({ rtmpPort }, 'Direct : écoute RTMP');
      return { rtmpPort };
    },

    acceptBrowserSocket(liveId, socket) {
      acceptBrowserSocket(runs, options, liveId, socket);
    },

    stop: (liveId) => runs.stop(liveId),

    async publishReplay(liveId, videoId) {
      const state = runs.lives.get(liveId);
      if (state && state.phase !== 'stopped') await runs.stop(liveId);
      const recorded = state?.publisher?.recording() ?? (await loadRecording(options.storage, liveId));
      if (!recorded || recorded.length === 0) throw new Error(`Aucun enregistrement pour le direct ${liveId}`);
      return publishReplay({
        storage: options.storage,
        tools: options.tools,
        liveId,
        videoId,
        recorded,
        workDir: join(options.scratchDir, `replay-${videoId}`),
        warn: (err) => options.log.warn({ err, liveId }, 'replay kept in MPEG-TS: the re-mux into CMAF failed'),
      });
    },

    async discard(liveId) {
      await runs.forget(liveId);
      await options.storage.removePrefix(`lives/${liveId}`);
      await rm(join(options.scratchDir, liveId), { recursive: true, force: true });
    },

    assertCapacity(liveId) {
      const active = runs.active();
      if (!active.includes(liveId) && active.length >= options.maxTranscodes) throw new IngestFullError();
    },

    active: () => runs.active(),

    async close() {
      if (listening) await rtmp.close();
      listening = false;
      await runs.close();
    },
  };
}
