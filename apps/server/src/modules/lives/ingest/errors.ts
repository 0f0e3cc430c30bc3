import { liveServerMessages } from '@kora/shared';
import { DomainError } from '../../../errors.js';

/** Every live transcode slot of this process is taken (maxTranscodes): the publish is refused, to try again later. */
export class IngestFullError extends DomainError {
  constructor() {
    super('service_unavailable', liveServerMessages.capacityFull, { retryAfterSeconds: 60 });
  }
}

/** WebSocket close codes the browser ingest answers with (RFC 6455 §7.4.1). */
export const BROWSER_CLOSE = {
  /** The live ended, or the ingest stopped it. */
  normal: 1000,
  /** Refused: the live already receives a picture, or it is over. */
  refused: 1008,
  /** What was sent is not WebM we can read. */
  unsupported: 1003,
  /** The transcode failed on our side. */
  internal: 1011,
  /** No transcode slot free: try again later. */
  tryAgainLater: 1013,
} as const;
