import type { WebSocket } from 'ws';
import type { StoredRendition } from '../../db/schema/index.js';

/**
 * What the lives module needs of the ingest (RTMP and browser publishing, the live transcode,
 * publishing to media storage), and what the ingest asks of the lives: the contract between
 * `ingest/` and the rest of the module.
 */
export interface IngestGate {
  /** Synchronous, at publish time: the live this stream key publishes to, or null to refuse at once. */
  liveForKey(streamKey: string): string | null;
  /** The authoritative re-check after the synchronous one (approved, not ended, one live per creator); false cuts the publish. */
  confirmPublish(liveId: string): Promise<boolean>;
  /** 'receiving' once a publish's first segment is stored; 'reconnecting' when the encoder drops (the grace period starts). */
  onSignal(liveId: string, signal: 'receiving' | 'reconnecting'): void;
  /** The encoder did not come back within the grace period: the live must end. */
  onGraceExpired(liveId: string): void;
}

export interface LiveRecording {
  renditions: StoredRendition[];
  durationSeconds: number;
  segmentCount: number;
}

export interface LiveIngestPort {
  listen(): Promise<{ rtmpPort: number }>;
  /** One browser WebSocket (already authorised) publishing MediaRecorder chunks for the live. */
  acceptBrowserSocket(liveId: string, socket: WebSocket): void;
  /** Ends the live's ingest cleanly; its recording, or null if nothing was recorded. Idempotent. */
  stop(liveId: string): Promise<LiveRecording | null>;
  /** Publishes the recording as the video's HLS from the segments already made (no transcode). */
  publishReplay(liveId: string, videoId: string): Promise<{ renditions: StoredRendition[]; durationSeconds: number; posterKey: string | null }>;
  /** Removes the live's files from media storage and scratch. */
  discard(liveId: string): Promise<void>;
  /** Lives this process ingests now (publishing, or within their reconnect grace). */
  active(): string[];
  close(): Promise<void>;
}
