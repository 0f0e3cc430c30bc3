import type { DetailedError } from 'tus-js-client';
import { ApiError, apiErrorOf } from '../../../lib/api-client';
import { UploadNetworkError } from './upload-errors';

const CONNECTION_LOST = "La connexion a été interrompue pendant l'envoi";

/** The parts of tus-js-client's DetailedError read here (a plain Error has none of them). */
type FailedUpload = Error & Partial<Pick<DetailedError, 'originalRequest' | 'originalResponse'>>;

/**
 * What the page is told when a resumable upload gives up (after the retries for a dropped
 * connection): an {@link ApiError} carrying the server's French message, or
 * {@link UploadNetworkError} when no answer came (or only a proxy's page, without our JSON body),
 * which the page offers to retry — and the retry resumes.
 *
 * A refusal while sending the bytes (the file judged not a video) or for the size (413) is about
 * the file: when the server names no field, its message goes under 'Fichier vidéo' (`video`).
 */
export function uploadErrorOf(error: FailedUpload): Error {
  const response = error.originalResponse;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return new UploadNetworkError(CONNECTION_LOST, { cause: error });
  const xhr = response.getUnderlyingObject() as { statusText?: unknown } | null;
  const apiError = apiErrorOf(status, response.getBody() ?? '', typeof xhr?.statusText === 'string' ? xhr.statusText : '');
  const body = apiError.body;
  if (!body) return status >= 500 ? new UploadNetworkError(CONNECTION_LOST, { cause: error }) : apiError;
  const aboutFile = status === 413 || error.originalRequest?.getMethod() === 'PATCH';
  if (aboutFile && !body.fieldErrors) return new ApiError(apiError.message, status, { ...body, fieldErrors: { video: body.message } });
  return apiError;
}
