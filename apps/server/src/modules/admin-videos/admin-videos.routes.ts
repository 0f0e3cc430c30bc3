import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessages,
  adminThumbnailBodySchema,
  adminVideoEditBodySchema,
  adminVideoListQuerySchema,
  adminVideoPageSchema,
  adminVideoStatusBodySchema,
  apiPaths,
  creatorVideoSchema,
  messageSchema,
  preparingOlderSchema,
  rejectVideoBodySchema,
  urlCheckBodySchema,
  urlCheckResultSchema,
  videoIdParamsSchema,
} from '@kora/shared';
import { adminActorOf, authOf } from '../../http/authenticate.js';
import type { AdminVideosService, AdminViewer } from './admin-videos.service.js';
import { doneMessages } from '../../http/http-texts.js';

const admin = { access: 'admin' } as const;
const tags = ['admin'];
const params = videoIdParamsSchema;
/** The admin acting, and the profile the answer's signed posters are for. */
const viewerOf = (request: FastifyRequest): AdminViewer => ({ ...adminActorOf(request), viewerId: authOf(request).profile.id });

/** The admin area's video calls (live-creators-admin.md §7) and what the area needs beside them: the list, the review, the URL check. */
export async function adminVideosRoutes(app: FastifyInstance, { videos }: { videos: AdminVideosService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.adminVideos, {
    schema: { tags, summary: 'Toutes les vidéos (recherche, filtres, pages de 20, les plus récentes d’abord)', querystring: adminVideoListQuerySchema, response: { 200: adminVideoPageSchema } },
    config: admin,
  }, async (request) => videos.list(authOf(request).profile.id, request.query));

  r.patch(apiPaths.adminVideo, {
    schema: { tags, summary: 'Modifier le titre, la description, la catégorie et le niveau requis', params, body: adminVideoEditBodySchema, response: { 200: creatorVideoSchema } },
    config: admin,
  }, async (request) => videos.edit(viewerOf(request), request.params.id, request.body));

  r.patch(apiPaths.adminVideoStatus, {
    schema: { tags, summary: 'Bloquer ou débloquer (isActive) : bloquée, elle quitte les listes et ses médias sont refusés', params, body: adminVideoStatusBodySchema, response: { 200: creatorVideoSchema } },
    config: admin,
  }, async (request) => videos.setActive(viewerOf(request), request.params.id, request.body.isActive));

  r.patch(apiPaths.adminVideoThumbnail, {
    schema: { tags, summary: 'Changer l’affiche par URL (le serveur vérifie que c’est une image)', params, body: adminThumbnailBodySchema, response: { 200: creatorVideoSchema } },
    config: admin,
  }, async (request) => videos.setThumbnail(viewerOf(request), request.params.id, request.body.thumbnailUrl));

  r.delete(apiPaths.adminVideo, {
    schema: { tags, summary: 'Supprimer une vidéo et ses fichiers', params, response: { 200: messageSchema } },
    config: admin,
  }, async (request) => {
    await videos.remove(adminActorOf(request), request.params.id);
    return { message: doneMessages.videoDeleted };
  });

  r.post(apiPaths.adminApproveVideo, {
    schema: { tags, summary: 'Approuver la vidéo d’un créateur (elle devient publique)', params, response: { 200: creatorVideoSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request) => videos.approve(viewerOf(request), request.params.id));

  r.post(apiPaths.adminRejectVideo, {
    schema: { tags, summary: 'Rejeter la vidéo d’un créateur (raison requise, montrée au créateur)', params, body: rejectVideoBodySchema, response: { 200: creatorVideoSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request) => videos.reject(viewerOf(request), request.params.id, request.body.reason));

  r.post(apiPaths.adminPrepareVideo, {
    schema: { tags, summary: 'Préparer à nouveau une vidéo prête depuis son original, au format du jour (elle reste en ligne telle quelle en attendant)', params, response: { 202: messageSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request, reply) => {
    await videos.prepareAgain(adminActorOf(request), request.params.id);
    return reply.status(202).send({ message: adminMessages.preparingAgain });
  });

  r.post(apiPaths.adminPrepareOlderVideos, {
    schema: { tags, summary: 'Préparer à nouveau toutes les vidéos prêtes encore à l’ancien format, après les envois en attente', response: { 202: preparingOlderSchema } },
    config: admin,
  }, async (request, reply) => {
    const queued = await videos.prepareOlderAgain(adminActorOf(request));
    return reply.status(202).send({ message: adminMessages.preparingOlder(queued), queued });
  });

  r.post(apiPaths.adminUrlCheck, {
    schema: { tags, summary: 'Vérifier une URL (vidéo ou image) depuis le serveur, sous la même règle d’adresses que l’import', body: urlCheckBodySchema, response: { 200: urlCheckResultSchema } },
    config: admin,
  }, async (request) => videos.checkUrl(request.body.url, request.body.expect));
}
