import type { FastifyBaseLogger } from 'fastify';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import { createLiveIngest } from './ingest/index.js';
import type { IngestGate, LiveIngestPort } from './ingest-port.js';

export interface IngestSettings {
  storage: MediaStorage;
  tools: MediaToolPaths;
  scratchDir: string;
  rtmpPort: number;
  maxTranscodes: number;
  maxHeight: number;
  maxBitrateKbps: number;
  graceSeconds: number;
  log: FastifyBaseLogger;
}

/** How this process builds its ingest around the gate the lives keep current. */
export function ingestFactory(settings: IngestSettings): (gate: IngestGate) => LiveIngestPort {
  return (gate) => createLiveIngest({ ...settings, gate });
}
