import type { WebSocket } from 'ws';
import type { StoredRendition } from '../../../db/schema/videos.js';
import type { MediaToolPaths } from '../../../media/ffmpeg.js';
import type { LiveX264Preset } from '../../../media/live-hls-arguments.js';
import type { MediaStorage } from '../../../storage/media-storage.js';

/** What the ingest asks of the lives service. The service keeps it current; the ingest never reads the database. */
export interface IngestGate {
  /** Synchronous (called before the RTMP server answers a publish): the live id this stream key publishes to, or null to refuse at once. */
  liveForKey(streamKey: string): string | null;
  /** After the synchronous check: the authoritative re-check (approved, not ended, one live per creator…). Resolve false (or reject) to cut the publish. */
  confirmPublish(liveId: string): Promise<boolean>;
  /** 'receiving' once every rendition of a publish has a segment stored; 'reconnecting' when the encoder drops (grace period starts). */
  onSignal(liveId: string, signal: 'receiving' | 'reconnecting'): void;
  /** A new picture of the live is stored (livePictureKeyOf): taken when it first publishes, then every minute on air. */
  onPicture(liveId: string): void;
  /** The grace period passed without the encoder coming back: the live must end (the service then calls ingest.stop(liveId)). */
  onGraceExpired(liveId: string): void;
}

/** pino-like. */
export interface IngestLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LiveIngestOptions {
  gate: IngestGate;
  storage: MediaStorage;
  tools: MediaToolPaths;
  /** Local work folder root: one folder per live, removed when the live is stopped or discarded. */
  scratchDir: string;
  /** 0 = a free port (tests). */
  rtmpPort: number;
  /** Address the RTMP listener binds; all interfaces by default. */
  rtmpHost?: string | undefined;
  /** Lives transcoded at once by this process (each is one ffmpeg); a further publish is refused. */
  maxTranscodes: number;
  /** Top rung of the ladder (never above the source). */
  maxHeight: number;
  /** A source above this input bit rate (averaged over a few seconds) is cut. */
  maxBitrateKbps: number;
  /** How long a dropped encoder may come back and resume the same live. Default liveLimits.reconnectGraceSeconds. */
  graceSeconds?: number | undefined;
  /** x264 preset of the ladder (default 'veryfast'). */
  preset?: LiveX264Preset | undefined;
  /** Pass an H.264 source through as the top rung when it is exactly that rung's height (default false; see copiesTopRung). */
  copyTopRung?: boolean | undefined;
  log: IngestLogger;
}

/** What a live recorded: its renditions as a video stores them, its length, and its number of segments. */
export interface LiveRecording {
  renditions: StoredRendition[];
  durationSeconds: number;
  segmentCount: number;
}

/** A replay published as a video's HLS. */
export interface PublishedReplay {
  renditions: StoredRendition[];
  durationSeconds: number;
  /** Storage key of poster.jpg, or null when no frame could be taken (audio-only live). */
  posterKey: string | null;
}

export interface LiveIngest {
  /** Starts the RTMP listener. */
  listen(): Promise<{ rtmpPort: number }>;
  /**
   * Handles one browser WebSocket (already authenticated and authorised by the caller) for
   * liveId: binary messages are MediaRecorder chunks (WebM, H.264 or VP8/VP9 + Opus) fed to
   * ffmpeg. Refusals close the socket with a code of BROWSER_CLOSE and a French reason.
   */
  acceptBrowserSocket(liveId: string, socket: WebSocket): void;
  /** Ends the live's ingest cleanly (last segments stored, playlists get #EXT-X-ENDLIST). Resolves the recording (null if nothing was recorded). Idempotent. */
  stop(liveId: string): Promise<LiveRecording | null>;
  /** Publishes a stopped live's recording as the HLS of video `videoId` (segments copied, not transcoded), with a poster. */
  publishReplay(liveId: string, videoId: string): Promise<PublishedReplay>;
  /** Removes everything of a live from storage (lives/<id>) and local scratch. */
  discard(liveId: string): Promise<void>;
  /**
   * Throws IngestFullError when a publish to liveId would be refused for capacity right now (every
   * slot taken by other lives): lets a route answer before upgrading a WebSocket or starting a live.
   * A live already holding a slot (running, in grace) always passes.
   */
  assertCapacity(liveId: string): void;
  /** Live ids with an ffmpeg running, starting, or in their grace period. */
  active(): string[];
  /** Stops listening, ends every ffmpeg (none is left behind), clears timers. Recordings are not finished. */
  close(): Promise<void>;
}
