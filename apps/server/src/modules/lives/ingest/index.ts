export { createLiveIngest } from './live-ingest.js';
export { BROWSER_CLOSE, IngestFullError } from './errors.js';
export { browserMessages } from './browser-ingest-texts.js';
export { livePictureKeyOf } from './live-picture.js';
export { recordingKeyOf } from './replay.js';
export { MAX_SOURCE_HEIGHT } from './source-limits.js';
export { RTMP_APP } from './rtmp-server.js';
export type { IngestGate, IngestLogger, LiveIngest, LiveIngestOptions, LiveRecording, PublishedReplay } from './types.js';
