import { apiPaths, type CreatorVideo, type UploadFields } from '@kora/shared';
import { defaultOptions, Upload, type DetailedError, type HttpResponse, type PreviousUpload } from 'tus-js-client';
import { api } from '../../../lib/api';
import { fieldsOfMetadata, isExpired, newestFirst, sameFields, uploadMetadata } from '../resumable-upload-rules';
import { uploadErrorOf } from './resumable-upload-error';
import type { UploadRequest, UploadSending } from './upload-sending';
import { UploadAbortedError, UploadAnswerLostError } from './upload-errors';

/**
 * Waits between attempts after a dropped connection (ms): at once, then longer and longer, about
 * 70 s in all — a phone passing through a dead zone or switching cells gets back on its own. Any
 * attempt that moves the upload forward starts the list again.
 */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/**
 * The file goes in PATCH requests of 2 MiB rather than in one streaming PATCH. One PATCH would save
 * a round trip per chunk, and the tus server keeps what it received before a drop — but only when the
 * bytes reach it as they come. Our own nginx (deploy/nginx.conf) streams them, but nginx by default
 * buffers a request body whole before passing it on (proxy_request_buffering on), and so do many
 * operators' and mobile carriers' proxies. Behind such a proxy a dropped streaming PATCH leaves nothing on the server and the upload
 * starts again from zero, which on a metered phone costs real money. With 2 MiB chunks a drop loses
 * at most 2 MiB (about 17 s at 1 Mbit/s) for one round trip per chunk (~2 % at that speed).
 */
const CHUNK_BYTES = 2 * 1024 * 1024;

/** Absolute: tus-js-client resolves the Location of a new upload against it, and it is part of the fingerprint. */
function endpoint(): string {
  return new URL(apiPaths.resumableUploads, window.location.origin).href;
}

/** Bytes of the file's start that its fingerprint digests. */
const FINGERPRINT_BYTES = 1024 * 1024;

/**
 * Which file this is, across a closed tab: its name, type, size and a digest of its first MiB. Not
 * its date, which some Android pickers report as "now" each time a file is chosen (the same video
 * would then never be recognised). Without SubtleCrypto (plain http), the name and size only.
 */
export async function fileFingerprint(file: File, endpointUrl: string): Promise<string> {
  let digest = '';
  if (globalThis.crypto?.subtle) {
    const head = await file.slice(0, FINGERPRINT_BYTES).arrayBuffer();
    const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', head));
    digest = Array.from(bytes.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return ['kora-tus', file.name, file.type, file.size, digest, endpointUrl].join('|');
}

function uploadOf(file: File, options: ConstructorParameters<typeof Upload>[1] = {}): Upload {
  return new Upload(file, {
    endpoint: endpoint(),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    // The fingerprint and the upload's URL stay in localStorage until the upload completes, so
    // choosing the same file again after the tab was closed carries on where the server stopped.
    fingerprint: (f) => fileFingerprint(f, endpoint()),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    headers: { Accept: 'application/json' },
    ...options,
  });
}

/** Earlier unfinished uploads of this file that the server may still hold, newest first; dead ones are forgotten. */
async function unfinishedUploads(upload: Upload): Promise<PreviousUpload[]> {
  const now = Date.now();
  const all = await upload.findPreviousUploads().catch(() => [] as PreviousUpload[]);
  const expired = all.filter((previous) => isExpired(previous.creationTime, now));
  await Promise.all(expired.map((previous) => defaultOptions.urlStorage.removeUpload(previous.urlStorageKey).catch(() => undefined)));
  return newestFirst(all.filter((previous) => !expired.includes(previous) && previous.uploadUrl));
}

/**
 * The fields (age rating included) of the newest unfinished upload of this very file begun on this phone
 * (within the server's 24 h), if any: the form shows them again, since sending with the same fields
 * resumes that upload. One stored without an age rating cannot be resumed, so it is not offered.
 */
export async function findUnfinishedUpload(file: File): Promise<UploadFields | null> {
  const previous = await unfinishedUploads(uploadOf(file));
  return previous.map((upload) => fieldsOfMetadata(upload.metadata)).find((fields) => fields !== null) ?? null;
}

function isCreatorVideo(value: unknown): value is CreatorVideo {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * The video the server made of a complete upload whose answer was lost: the one it records as made
 * from this upload (`uploadUrl`), else the creator's newest one with this title that was not there
 * before the upload began (`knownIds`, when the list was known).
 */
async function findCreatedVideo(fields: UploadFields, knownIds: ReadonlySet<string> | undefined, uploadUrl: string | null): Promise<CreatorVideo> {
  const mine = await api('get', apiPaths.creatorVideos).catch(() => [] as CreatorVideo[]);
  const uploadId = uploadUrl?.split('/').pop();
  const video = (uploadId && mine.find((v) => v.uploadId === uploadId)) || mine.find((v) => v.title === fields.title && !knownIds?.has(v.id));
  if (video) return video;
  throw new UploadAnswerLostError("Le fichier a été envoyé, mais la réponse du serveur s'est perdue en route.");
}

/**
 * The created video from the answer that completed the upload (201 with the video as JSON). When the
 * retry after a lost answer learns from a HEAD that the server has the whole file, there is no body.
 */
async function createdVideo(lastResponse: HttpResponse, fields: UploadFields, knownIds: ReadonlySet<string> | undefined, uploadUrl: string | null): Promise<CreatorVideo> {
  try {
    const body: unknown = JSON.parse(lastResponse.getBody() || 'null');
    if (isCreatorVideo(body)) return body;
  } catch {
    // Not the video: looked up below.
  }
  return findCreatedVideo(fields, knownIds, uploadUrl);
}

/** Forgets the stored fingerprint of an upload the server no longer has. */
async function forgetStored(upload: Upload): Promise<void> {
  if (!upload.url) return;
  const all = await upload.findPreviousUploads().catch(() => [] as PreviousUpload[]);
  const mine = all.filter((previous) => previous.uploadUrl === upload.url);
  await Promise.all(mine.map((previous) => defaultOptions.urlStorage.removeUpload(previous.urlStorageKey).catch(() => undefined)));
}

/** tus-js-client's own rule: try again unless the server refused (4xx), except 409 (offset out of step) and 423 (locked). */
function worthRetrying(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  // Unlike tus-js-client, a phone that says it is offline waits too: coverage often comes back within the delays.
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

/**
 * The tus 1.0.0 upload of a video to apiPaths.resumableUploads (same origin, session cookie): creation
 * with the fields as Upload-Metadata (checked by the server before any byte is sent), then the file
 * in chunks. A dropped connection is retried by itself, from the offset the server reports (HEAD);
 * an unfinished upload of the same file with the same fields, from this phone, is resumed rather
 * than begun again. Cancelling stops it and deletes it on the server.
 */
export function sendResumableUpload({ fields, file, knownVideoIds }: UploadRequest): UploadSending {
  let upload: Upload | null = null;
  let aborted = false;
  let stop: ((error: Error) => void) | null = null;
  return {
    start(events) {
      return new Promise<CreatorVideo>((resolve, reject) => {
        stop = reject;
        // The last chunk went out: a drop now may have cut only the answer (the server probes the file first).
        let lastChunkSent = false;
        let answerLost = false;
        const current = uploadOf(file, {
          metadata: uploadMetadata(fields, file),
          onProgress: (loaded, total) => events.onProgress({ loaded, total }),
          onBeforeRequest: (request) => {
            if (request.getMethod() === 'PATCH') lastChunkSent = Number(request.getHeader('Upload-Offset')) + CHUNK_BYTES >= file.size;
          },
          onAfterResponse: (request, response) => {
            if (request.getMethod() !== 'HEAD') return;
            if (response.getStatus() === 404 && lastChunkSent) {
              // The server finished the upload (and forgot it) but its answer was lost: tus-js-client
              // would begin a new upload and send the whole file again. Stop it here instead.
              answerLost = true;
              throw new Error('tus: upload finished, answer lost');
            }
            const offset = response.getStatus() < 300 ? Number.parseInt(response.getHeader('Upload-Offset') ?? '', 10) : 0;
            if (offset > 0 && offset < file.size) events.onResumed?.(offset, file.size);
          },
          onShouldRetry: (error) => {
            const retry = !answerLost && worthRetrying(error);
            if (retry && !aborted) events.onReconnecting?.();
            return retry;
          },
          onSuccess: ({ lastResponse }) => {
            createdVideo(lastResponse, fields, knownVideoIds, current.url).then(resolve, reject);
          },
          onError: (error) => {
            const status = (error as Partial<DetailedError>).originalResponse?.getStatus() ?? 0;
            // The server refused the upload for good (the file judged, gone, expired) or finished it: choosing
            // the file again must not offer to resume it. A lost session leaves it resumable after signing in.
            if (answerLost || (status >= 400 && status < 500 && status !== 401 && status !== 403)) void forgetStored(current);
            if (!answerLost) return reject(uploadErrorOf(error));
            findCreatedVideo(fields, knownVideoIds, current.url).then(resolve, reject);
          },
        });
        upload = current;
        void unfinishedUploads(current).then((previous) => {
          if (aborted) return;
          const resumable = previous.find((p) => sameFields(p.metadata, fields));
          if (resumable) current.resumeFromPreviousUpload(resumable);
          current.start();
        });
      });
    },
    abort() {
      if (aborted) return;
      aborted = true;
      // true: the server deletes what it received, and the stored fingerprint goes with it.
      void upload?.abort(true).catch(() => undefined);
      stop?.(new UploadAbortedError('Envoi annulé'));
    },
  };
}
