import { translation, type TranslationEntry } from '@kora/shared';
import { doneMessages, frameworkMessages, socketMessages, videoFailureMessages, wholePartMessages } from '../http/http-texts.js';
import { settingSources } from '../modules/admin/admin-settings-texts.js';
import { browserMessages } from '../modules/lives/ingest/browser-ingest-texts.js';
import { MAX_SOURCE_HEIGHT } from '../modules/lives/ingest/source-limits.js';
import { notificationRouteTexts } from '../modules/notifications/notification-route-texts.js';
import { uploadTexts } from '../modules/uploads/upload-texts.js';
import { downloadTexts } from '../net/download-texts.js';
import { myDataTexts } from '../modules/my-data/my-data-texts.js';
import { englishMail } from './english-mail.js';

/** The server's own catalogues in English (the shared ones are in packages/shared/src/i18n/en). */
export const englishServer: readonly TranslationEntry[] = [
  englishMail,
  translation(wholePartMessages, {
    body: 'The request body must be a JSON object',
    querystring: 'Invalid query parameters',
    params: 'Invalid request address',
  }),
  translation(myDataTexts, {
    archiveAbout:
      'Your data at Kora: your account, your profiles, what you watched, your messages, your payments and, if you are a creator, your videos and your earnings. Each section holds the database rows as they are.',
  }),
  translation(doneMessages, {
    videoDeleted: 'Video deleted',
    liveDeleted: 'Live deleted',
    subtitlesDeleted: 'Subtitles deleted',
    phoneDeleted: 'Number removed',
  }),
  translation(videoFailureMessages, {
    notPrepared: 'The video could not be prepared (transcoding failed).',
    replayNotPublished: 'The replay could not be published',
  }),
  translation(socketMessages, {
    HPE_HEADER_OVERFLOW: 'The request headers are too large',
    ERR_HTTP_REQUEST_TIMEOUT: 'The request took too long to arrive',
  }),
  translation(frameworkMessages, {
    FST_ERR_BAD_URL: 'Invalid request address',
    FST_ERR_MAX_PARAM_LENGTH: 'Request address too long',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty though it is announced as JSON',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body’s size does not match its Content-Length header',
    FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be sent as multipart/form-data',
    FST_PROTO_VIOLATION: 'Field name not allowed',
    FST_MP_PREMATURE_CLOSE: 'The request was cut off before the upload ended',
  }),
  translation(uploadTexts, {
    notFound: 'Upload not found: start it again',
    offsetConflict: 'Upload out of step: it resumes from the position the server knows',
    expired: 'Upload expired: start it again',
    bytesOnly: 'An upload’s content must be of type application/offset+octet-stream',
    tusResumable: 'Tus-Resumable header required (tus protocol 1.0.0)',
    badHeaders: 'Invalid upload headers',
    uploadOffset: 'Upload-Offset header required',
    uploadLength: 'Upload-Length header required',
    uploadMetadata: 'Invalid Upload-Metadata header',
    alreadyFinished: 'This upload has already finished',
    aborted: 'Upload interrupted: this file is already being uploaded',
    unsupported: 'tus protocol feature not supported',
    badRequest: 'Invalid upload request',
  }),
  translation(downloadTexts, {
    bad_url: 'Invalid URL: only http and https addresses are accepted',
    forbidden_address: 'URL not allowed: this address is not public',
    too_large: 'The video at this address is too large',
    too_slow: 'The download took too long',
    http_error: 'The address did not return a file',
    too_many_redirects: 'Too many redirects',
    network: 'Address unreachable',
  }),
  translation(browserMessages, {
    notWebm: 'The stream received is not WebM video.',
    failed: 'The live transcoding stopped.',
    tooFast: 'The bit rate sent is more than the server accepts.',
    tooTall: `The picture sent is taller than ${MAX_SOURCE_HEIGHT} lines.`,
  }),
  translation(settingSources, {
    maxUploadMb: 'MAX_UPLOAD_MB (environment variable, 100 by default)',
    defaultTier: 'Kora: every new account starts at this tier; a subscription or an admin changes it afterwards',
    creatorVideoReview: 'CREATOR_VIDEO_REVIEW (environment variable, true by default)',
  }),
  translation(notificationRouteTexts, {
    codeSent: 'Code sent by SMS',
    deviceOn: 'Notifications turned on for this device',
    deviceOff: 'Notifications turned off for this device',
  }),
];
