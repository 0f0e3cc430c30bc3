import type { CreatorVideo, UploadFields } from '@kora/shared';

/** Bytes the server holds or is being sent, out of the whole file. */
export interface SendProgress {
  loaded: number;
  total: number;
}

/** What an upload in flight reports while it runs. */
export interface SendEvents {
  onProgress: (progress: SendProgress) => void;
  /** The connection dropped; the upload waits, then asks the server where it stands and carries on. */
  onReconnecting?: () => void;
  /** The server already holds `offset` bytes of the file (an earlier attempt): sending goes on from there. */
  onResumed?: (offset: number, total: number) => void;
}

/**
 * One upload in flight. The page knows only this shape, so the transport (resumable tus today)
 * can change without touching it.
 */
export interface UploadSending {
  /**
   * Sends the video; resolves with the created video, rejects with an ApiError (the server's
   * French message), UploadNetworkError, UploadAnswerLostError or UploadAbortedError.
   */
  start(events: SendEvents): Promise<CreatorVideo>;
  /** Stops sending and forgets the upload (server included); `start` rejects with UploadAbortedError. */
  abort(): void;
}

export interface UploadRequest {
  fields: UploadFields;
  file: File;
  /** The creator's videos before this upload, when known: tells the new one apart if the server's answer is lost. */
  knownVideoIds?: ReadonlySet<string> | undefined;
}
