import type { CreatorVideo, UploadFields } from '@kora/shared';
import { apiErrorOf } from '../../../lib/api-client';

/** Bytes sent so far out of the whole request body. */
export interface SendProgress {
  loaded: number;
  total: number;
}

/**
 * One upload in flight. The page knows only this shape, so the transport (one multipart request
 * today, resumable tus later) can change without touching it.
 */
export interface UploadSending {
  /** Sends the video; resolves with the created video, rejects with an ApiError, UploadNetworkError or UploadAbortedError. */
  start(onProgress: (progress: SendProgress) => void): Promise<CreatorVideo>;
  /** Stops sending; the promise of `start` rejects with UploadAbortedError. */
  abort(): void;
}

export interface UploadRequest {
  fields: UploadFields;
  file: File;
}

/** The connection dropped before the server answered. */
export class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
}

/** The person cancelled the upload. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

const UPLOAD_URL = '/api/creator/upload-video';

/**
 * POST /api/creator/upload-video as multipart (title, description, category, then the `video` part)
 * with XMLHttpRequest, the one browser API that reports upload progress. Same origin, with cookies.
 */
export function sendUpload({ fields, file }: UploadRequest): UploadSending {
  const xhr = new XMLHttpRequest();
  return {
    start(onProgress) {
      return new Promise<CreatorVideo>((resolve, reject) => {
        const body = new FormData();
        body.append('title', fields.title);
        body.append('description', fields.description);
        body.append('category', fields.category);
        // The file last: the server reads the text fields before streaming the file to disk.
        body.append('video', file, file.name);

        xhr.open('POST', UPLOAD_URL);
        xhr.withCredentials = true;
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            try {
              resolve(JSON.parse(xhr.responseText) as CreatorVideo);
            } catch {
              reject(apiErrorOf(xhr.status, xhr.responseText, xhr.statusText));
            }
          } else {
            reject(apiErrorOf(xhr.status, xhr.responseText, xhr.statusText));
          }
        };
        xhr.onerror = () => reject(new UploadNetworkError("La connexion a été interrompue pendant l'envoi"));
        xhr.onabort = () => reject(new UploadAbortedError('Envoi annulé'));
        xhr.send(body);
      });
    },
    abort() {
      xhr.abort();
    },
  };
}
