import type { CreatorVideo, UploadFields } from '@kora/shared';
import type * as ResumableUploads from './send-resumable-upload';
import { UploadAbortedError, UploadNetworkError } from './upload-errors';

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

type ResumableModule = typeof ResumableUploads;
let resumableModule: Promise<ResumableModule> | null = null;

/**
 * The tus client lives in its own chunk, fetched when a file is chosen (or at the latest when the
 * form is sent), so the upload page shows sooner on a slow link. A failed fetch may be tried again.
 */
export function loadResumableUploads(): Promise<ResumableModule> {
  resumableModule ??= import('./send-resumable-upload').catch((error: unknown) => {
    resumableModule = null;
    throw new UploadNetworkError("La connexion a été interrompue avant l'envoi", { cause: error });
  });
  return resumableModule;
}

/** Sends a video resumably (see send-resumable-upload.ts), loading the tus client first if needed. */
export function sendUpload(request: UploadRequest): UploadSending {
  let inner: UploadSending | null = null;
  let aborted = false;
  return {
    async start(events) {
      const { sendResumableUpload } = await loadResumableUploads();
      if (aborted) throw new UploadAbortedError('Envoi annulé');
      inner = sendResumableUpload(request);
      return inner.start(events);
    },
    abort() {
      aborted = true;
      inner?.abort();
    },
  };
}
