import type { FastifyBaseLogger } from 'fastify';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import type { MediaStorage } from '../../storage/media-storage.js';
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

/** How this process builds its ingest around a gate (null: this build has none). */
export function ingestFactory(_settings: IngestSettings): ((gate: IngestGate) => LiveIngestPort) | null {
  return null;
}
