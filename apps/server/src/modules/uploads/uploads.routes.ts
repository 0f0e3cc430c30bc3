import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminVideoBodySchema, apiPaths, creatorVideoEditBodySchema, creatorVideoListSchema, creatorVideoSchema, fieldErrorsOf, messageSchema, processingSchema, uploadFieldsSchema, uploadMessages, videoIdParamsSchema, videoPublicationBodySchema } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { adminActorOf, authOf } from '../../http/authenticate.js';
import { asCreatorVideo, failureReasonOf } from './creator-video.js';
import { resumableUploadRoutes } from './resumable-uploads.js';
import type { UploadsService } from './uploads.service.js';
import { doneMessages } from '../../http/http-texts.js';

interface Deps {
  uploads: UploadsService;
  uploadsDir: string;
  maxUploadMb: number;
}

/**
 * Streams the multipart body to disk: the `video` file part (capped at MAX_UPLOAD_MB, never
 * held in memory) and the text fields. Whatever goes wrong, the partial file is removed.
 */
async function receive(request: FastifyRequest, dir: string, maxUploadMb: number): Promise<{ fields: Record<string, string>; file: string | undefined }> {
  const fields: Record<string, string> = {};
  let file: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'video' && !file && part.filename) {
        file = path.join(dir, `${randomUUID()}.upload`);
        await pipeline(part.file, createWriteStream(file));
      } else {
        part.file.resume();
      }
    }
    return { fields, file };
  } catch (err) {
    if (file) await fs.rm(file, { force: true });
    const { statusCode, syscall } = err as { statusCode?: number; syscall?: string };
    if (statusCode === 413) throw new DomainError('payload_too_large', uploadMessages.tooLarge(maxUploadMb));
    // A body the multipart parser cannot read (no boundary, cut short) is the sender's; a disk failure (syscall) is ours.
    if (!(err instanceof DomainError) && !syscall && (statusCode === undefined || statusCode < 500)) {
      throw new DomainError('bad_request', uploadMessages.malformedForm);
    }
    throw err;
  }
}

export async function uploadsRoutes(app: FastifyInstance, { uploads, uploadsDir, maxUploadMb }: Deps) {
  await fs.mkdir(uploadsDir, { recursive: true });
  // Only this plugin parses multipart bodies, with the size cap of uploads.
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
  await app.register(resumableUploadRoutes, { uploads, dir: path.join(uploadsDir, 'resumable'), maxUploadMb });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(apiPaths.creatorUpload, {
    schema: {
      tags: ['uploads'],
      summary: 'Envoi d’une vidéo (multipart : title, description, category, video)',
      consumes: ['multipart/form-data'],
      response: { 201: creatorVideoSchema },
    },
    config: { access: 'creator', errors: ['service_unavailable'] },
  }, async (request, reply) => {
    const { fields, file } = await receive(request, uploadsDir, maxUploadMb);
    const parsed = uploadFieldsSchema.safeParse(fields);
    if (!file || !parsed.success) {
      if (file) await fs.rm(file, { force: true });
      const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(file ? {} : { video: uploadMessages.fileRequired }) };
      throw new DomainError('validation_error', Object.values(fieldErrors)[0] as string, { fieldErrors });
    }
    const video = await uploads.accept(authOf(request).user, parsed.data, file);
    return reply.status(201).send(asCreatorVideo(video));
  });

  r.post(apiPaths.adminVideos, {
    schema: {
      tags: ['admin'],
      summary: 'Ajout d’une vidéo par URL (le serveur la télécharge)',
      body: adminVideoBodySchema,
      response: { 201: creatorVideoSchema },
    },
    config: { access: 'admin', errors: ['service_unavailable'] },
  }, async (request, reply) => reply.status(201).send(asCreatorVideo(await uploads.acceptUrl(adminActorOf(request), request.body))));

  r.get(apiPaths.creatorVideos, {
    schema: { tags: ['uploads'], summary: 'Mes vidéos et leur état', response: { 200: creatorVideoListSchema } },
    config: { access: 'creator' },
  }, async (request) => (await uploads.listOwn(authOf(request).user.id)).map(asCreatorVideo));

  r.patch(apiPaths.creatorVideoPublication, {
    schema: { tags: ['uploads'], summary: 'Publier ou retirer une de mes vidéos (un replay, par exemple)', params: videoIdParamsSchema, body: videoPublicationBodySchema, response: { 200: creatorVideoSchema } },
    config: { access: 'creator' },
  }, async (request) => asCreatorVideo(await uploads.setPublished(authOf(request).user, request.params.id, request.body.published)));

  r.patch(apiPaths.creatorVideo, {
    schema: { tags: ['uploads'], summary: 'Modifier le titre, la description ou la catégorie d’une de mes vidéos', params: videoIdParamsSchema, body: creatorVideoEditBodySchema, response: { 200: creatorVideoSchema } },
    config: { access: 'creator' },
  }, async (request) => asCreatorVideo(await uploads.editOwn(authOf(request).user, request.params.id, request.body)));

  r.delete(apiPaths.creatorVideo, {
    schema: { tags: ['uploads'], summary: 'Supprimer une de mes vidéos (ses fichiers avec)', params: videoIdParamsSchema, response: { 200: messageSchema } },
    config: { access: 'creator' },
  }, async (request) => {
    await uploads.removeOwn(authOf(request).user, request.params.id);
    return { message: doneMessages.videoDeleted };
  });

  r.get(apiPaths.processing, {
    schema: { tags: ['uploads'], summary: 'Avancement du traitement (propriétaire et admins)', params: videoIdParamsSchema, response: { 200: processingSchema } },
    config: { access: 'user', errors: ['forbidden'] },
  }, async (request) => {
    const v = await uploads.processing(authOf(request).user, request.params.id);
    return { status: v.status, progress: v.status === 'ready' ? 1 : v.processingProgress, failureReason: failureReasonOf(v), reviewStatus: v.reviewStatus };
  });
}
