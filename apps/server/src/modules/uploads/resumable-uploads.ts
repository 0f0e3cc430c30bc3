import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths, currentLocale, fieldErrorsOf, RESUMABLE_UPLOAD_LIFETIME_MS, serverMessages, UNRATED_AGE_RATING, uploadFieldsSchema, uploadMessages } from '@kora/shared';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { removeFilesOlderThan } from '../../housekeeping.js';
import { authOf } from '../../http/authenticate.js';
import { fromDomain, inLanguage } from '../../http/error-handler.js';
import type { UploadsService } from './uploads.service.js';
import { asCreatorVideo } from './creator-video.js';
import { uploadTexts } from './upload-texts.js';

interface Deps {
  uploads: UploadsService;
  /** Where partial uploads are kept until complete (local disk: resuming appends to the file). */
  dir: string;
  maxUploadMb: number;
}

const CLEAN_EVERY_MS = 60 * 60 * 1000;
/** Unfinished uploads one person may have at once (each may hold MAX_UPLOAD_MB of disk for a day). */
export const MAX_OPEN_UPLOADS_PER_USER = 5;
const tooManyOpenUploads = `Vous avez déjà ${MAX_OPEN_UPLOADS_PER_USER} envois en cours : terminez-en ou annulez-en un avant d’en commencer un autre`;
/** Upload ids are the tus server's default names: 16 random bytes in hex. */
const UPLOAD_ID = /^[a-f0-9]{32}$/;

/** A refusal as the tus server relays it: the status and our usual JSON error body. */
function refusal(err: DomainError) {
  const { status, body } = fromDomain(err);
  return { status_code: status, body: JSON.stringify(inLanguage(body, currentLocale())) };
}

/** Our errors for the tus protocol's own refusals, by status. */
const TUS_ERRORS: Partial<Record<number, () => DomainError>> = {
  404: () => new DomainError('not_found', uploadTexts.notFound),
  409: () => new DomainError('upload_offset_conflict', uploadTexts.offsetConflict),
  410: () => new DomainError('upload_expired', uploadTexts.expired),
};

/** The tus server's other refusals (English plain text, by how it begins), in French. */
const TUS_MESSAGES: [RegExp, keyof typeof uploadTexts][] = [
  [/^Tus-Resumable/, 'tusResumable'],
  [/^Invalid /, 'badHeaders'],
  [/^Upload-Offset/, 'uploadOffset'],
  [/^Content-Type/, 'bytesOnly'],
  [/^Upload-Length/, 'uploadLength'],
  [/^Upload-Metadata/, 'uploadMetadata'],
  [/^Cannot terminate/, 'alreadyFinished'],
  [/^Request aborted/, 'aborted'],
  [/not \(yet\) supported/, 'unsupported'],
];

/**
 * Any answer of the tus server that is not a success, as Kora's JSON error: ours (from the hooks
 * above) pass as they are; the tus server's own plain-text ones are mapped, some written by it
 * directly (a missing Tus-Resumable, malformed headers) without going through onResponseError.
 * A 403 (a missing header, for tus) or a 501 (an extension we do not offer) is the caller's
 * mistake here: 400, since in Kora 403 means "not allowed" and a 5xx "our fault".
 */
function asKoraRefusal(status: number, text: string, maxUploadMb: number): { status: number; body: string } {
  if (text.startsWith('{')) return { status, body: text };
  const known = status === 413 ? new DomainError('payload_too_large', uploadMessages.tooLarge(maxUploadMb)) : TUS_ERRORS[status]?.();
  if (known) return { status, body: refusal(known).body };
  const key = TUS_MESSAGES.find(([pattern]) => pattern.test(text))?.[1];
  const worded = key && uploadTexts[key];
  if (status >= 500 && !worded) return { status, body: refusal(new DomainError('internal_error', serverMessages.internal)).body };
  const body = refusal(new DomainError('bad_request', worded ?? uploadTexts.badRequest)).body;
  return { status: status === 403 || status >= 500 ? 400 : status, body };
}

/**
 * The fields an upload was created with. A rating is asked at creation; an upload begun before ratings existed
 * (uploads last a day) has none, and is not thrown away for it when its last byte comes: it takes the rating of
 * everything from before (UNRATED_AGE_RATING), which an admin changes at review.
 */
function fieldsOf(upload: Upload, { finishing = false } = {}) {
  const meta = upload.metadata ?? {};
  const ageRating = meta.ageRating ?? (finishing ? UNRATED_AGE_RATING : undefined);
  return uploadFieldsSchema.safeParse({ title: meta.title ?? undefined, description: meta.description ?? undefined, category: meta.category ?? undefined, ageRating });
}

/**
 * The resumable upload endpoint (tus 1.0.0: creation, HEAD/PATCH, termination, expiration).
 * A dropped connection or a closed tab resumes from the last byte the server kept. The fields
 * are checked at creation, before any byte is sent; the size cap too (413). When the last
 * byte arrives the file goes through the same acceptance as a multipart upload, and that last
 * PATCH answers 201 with the created video. An upload belongs to the user who created it.
 */
export async function resumableUploadRoutes(app: FastifyInstance, { uploads, dir, maxUploadMb }: Deps) {
  await fs.mkdir(dir, { recursive: true });
  const owners = new WeakMap<Request, UserRow>();
  const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_LIFETIME_MS });
  /** Unfinished uploads of one user (the folder only holds unfinished ones). */
  async function openUploadsOf(userId: string): Promise<number> {
    const ids = (await store.configstore.list?.()) ?? [];
    const uploads = await Promise.all(ids.map((id) => store.getUpload(id).catch(() => undefined)));
    return uploads.filter((u) => u?.metadata?.userId === userId).length;
  }
  const tus = new TusServer({
    path: apiPaths.resumableUploads,
    datastore: store,
    relativeLocation: true,
    maxSize: maxUploadMb * 1024 * 1024,
    async onUploadCreate(req, upload) {
      const user = owners.get(req);
      const fields = fieldsOf(upload);
      if (!user) throw refusal(new DomainError('unauthorized', serverMessages.unauthorized));
      if (!fields.success) {
        const fieldErrors = fieldErrorsOf(fields.error);
        throw refusal(new DomainError('validation_error', Object.values(fieldErrors)[0] as string, { fieldErrors }));
      }
      // Each unfinished upload holds disk for a day: a few at a time per person.
      if ((await openUploadsOf(user.id)) >= MAX_OPEN_UPLOADS_PER_USER) throw refusal(new DomainError('rate_limited', tooManyOpenUploads));
      return { metadata: { ...upload.metadata, userId: user.id } };
    },
    async onUploadFinish(req, upload) {
      const user = owners.get(req);
      const fields = fieldsOf(upload, { finishing: true });
      const file = path.join(dir, upload.id);
      try {
        if (!user || !fields.success) throw new DomainError('validation_error', uploadMessages.invalidFile);
        const video = await uploads.accept(user, fields.data, file, upload.id);
        return { status_code: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(asCreatorVideo(video)) };
      } catch (err) {
        if (err instanceof DomainError) throw refusal(err);
        throw err;
      } finally {
        // Accepted (the file now lives in media storage) or refused: the upload is over either way.
        // A process killed in between leaves both files, which the expiry sweep removes.
        await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.json`, { force: true })]);
      }
    },
    // Only logged here: every refusal, this one or one the tus server writes itself, is put in our shape by the relay.
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500;
      if (status >= 500 && status !== 501) app.log.error({ err }, 'envoi reprenable : erreur');
      return undefined;
    },
  });

  /** Hands the request to the tus server as a web Request and relays its answer through Fastify (our headers and hooks apply). */
  async function relay(request: FastifyRequest, reply: FastifyReply) {
    const hasBody = request.method === 'PATCH' || request.method === 'POST';
    // A body of another type (JSON, text) was read by Fastify's own parsers: there is no stream left to hand on.
    if (hasBody && request.body !== undefined) throw new DomainError('bad_request', uploadTexts.bytesOnly);
    // The tus server reads the upload id from the URL's last segment: it gets the id this route
    // matched (and checked the owner of), never the raw URL, whose query could name another.
    const { id } = request.params as { id?: string };
    const target = id === undefined ? apiPaths.resumableUploads : `${apiPaths.resumableUploads}/${id}`;
    const webRequest = new Request(`http://${request.host}${target}`, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    owners.set(webRequest, authOf(request).user);
    const response = await tus.handleWeb(webRequest);
    reply.status(response.status);
    // Same-origin endpoint: the tus server's permissive CORS headers are not passed on.
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'connection' && !name.startsWith('access-control-')) reply.header(name, value);
    });
    const body = await response.text();
    if (response.status < 400) return reply.send(body || undefined);
    const refused = asKoraRefusal(response.status, body, maxUploadMb);
    return reply.status(refused.status).type('application/json; charset=utf-8').send(refused.body);
  }

  /** An upload is only reachable by the user who created it (anyone else: 404, as if it did not exist). */
  async function requireOwner(request: FastifyRequest) {
    const { id } = request.params as { id: string };
    const notFound = new DomainError('not_found', uploadTexts.notFound);
    if (!UPLOAD_ID.test(id)) throw notFound;
    const upload = await store.getUpload(id).catch(() => undefined);
    if (!upload || upload.metadata?.userId !== authOf(request).user.id) throw notFound;
  }

  // tus sends the bytes as application/offset+octet-stream: left unread here, streamed by the tus server.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));
  const route = { schema: { hide: true }, config: { access: 'creator' as const } };
  app.route({ method: 'POST', url: apiPaths.resumableUploads, ...route, handler: relay });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${apiPaths.resumableUploads}/:id`, ...route, preHandler: requireOwner, handler: relay });

  // Expired uploads, and any file a killed process left without its description, go after a day.
  const cleaner = setInterval(() => {
    tus
      .cleanUpExpiredUploads()
      .catch((err: unknown) => app.log.warn({ err }, 'nettoyage des envois expirés impossible'))
      .then(() => removeFilesOlderThan(dir, RESUMABLE_UPLOAD_LIFETIME_MS + CLEAN_EVERY_MS))
      .catch((err: unknown) => app.log.warn({ err }, 'nettoyage des envois orphelins impossible'));
  }, CLEAN_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(cleaner));
}
