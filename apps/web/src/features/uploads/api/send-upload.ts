import type * as ResumableUploads from './send-resumable-upload';
import { UploadAbortedError, UploadNetworkError } from './upload-errors';
import type { UploadRequest, UploadSending } from './upload-sending';

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
