import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, fieldErrorsOf, messageSchema, subtitleLimits, subtitleMessages, subtitleParamsSchema, subtitleTrackListSchema, subtitleTrackSchema, subtitleUploadFieldsSchema, videoIdParamsSchema } from '@kora/shared';
import { DomainError } from '../../errors.js';
import { authOf } from '../../http/authenticate.js';
import type { SubtitleActor, SubtitlesService } from './subtitles.service.js';
import { doneMessages } from '../../http/http-texts.js';

const tags = ['subtitles'];

/**
 * Reads the form: the `file` part in memory, cut one byte past the limit (a larger file is known to be too large without
 * keeping it; the parser reads the rest of the body and drops it, so the refusal is answered, not a reset), and the text
 * fields.
 */
async function receive(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer | undefined; tooLarge: boolean }> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !file) {
        file = await part.toBuffer();
        tooLarge = part.file.truncated || file.length > subtitleLimits.maxBytes;
      } else part.file.resume();
    }
  } catch (error) {
    // A body the multipart parser cannot read (no boundary, cut short) is the sender's.
    const { statusCode } = error as { statusCode?: number };
    if (!(error instanceof DomainError) && (statusCode === undefined || statusCode < 500)) throw new DomainError('bad_request', subtitleMessages.malformedForm);
    throw error;
  }
  return { fields, file, tooLarge };
}

const actorOf = (request: FastifyRequest): SubtitleActor => ({ user: authOf(request).user, ip: request.ip });

/** A video's subtitles, managed by its uploader or an admin (the service checks which video is whose). */
export async function subtitlesRoutes(app: FastifyInstance, { subtitles }: { subtitles: SubtitlesService }) {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: subtitleLimits.maxBytes + 1, files: 1, fields: 5, fieldSize: 1000, parts: 8 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.videoSubtitles, {
    schema: { tags, summary: 'Les sous-titres d’une vidéo (son auteur et les admins)', params: videoIdParamsSchema, response: { 200: subtitleTrackListSchema } },
    config: { access: 'creator', errors: ['forbidden'] },
  }, async (request) => subtitles.list(authOf(request).user, request.params.id));

  r.post(apiPaths.videoSubtitles, {
    schema: {
      tags,
      summary: 'Ajouter ou remplacer les sous-titres d’une langue (multipart : file .srt ou .vtt ≤ 1 Mo, language, label)',
      consumes: ['multipart/form-data'],
      params: videoIdParamsSchema,
      response: { 201: subtitleTrackSchema },
    },
    config: { access: 'creator', errors: ['forbidden', 'video_not_ready'] },
  }, async (request, reply) => {
    const { fields, file, tooLarge } = await receive(request);
    if (tooLarge) throw new DomainError('payload_too_large', subtitleMessages.tooLarge, { fieldErrors: { file: subtitleMessages.tooLarge } });
    const parsed = subtitleUploadFieldsSchema.safeParse(fields);
    if (!file || file.length === 0 || !parsed.success) {
      const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...(file?.length ? {} : { file: subtitleMessages.fileRequired }) };
      throw new DomainError('validation_error', Object.values(fieldErrors)[0] as string, { fieldErrors });
    }
    return reply.status(201).send(await subtitles.upload(actorOf(request), request.params.id, parsed.data, file));
  });

  r.delete(apiPaths.videoSubtitle, {
    schema: { tags, summary: 'Supprimer les sous-titres d’une langue', params: subtitleParamsSchema, response: { 200: messageSchema } },
    config: { access: 'creator', errors: ['forbidden'] },
  }, async (request) => {
    await subtitles.remove(actorOf(request), request.params.id, request.params.language);
    return { message: doneMessages.subtitlesDeleted };
  });
}
