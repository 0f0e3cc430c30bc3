import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreateLiveBodySchema,
  adminLiveEditBodySchema,
  apiPaths,
  createLiveBodySchema,
  idParamsSchema,
  liveIngestSchema,
  liveListQuerySchema,
  livePlaybackSchema,
  liveStreamListSchema,
  liveServerMessages,
  liveStreamSchema,
  messageSchema,
  rejectLiveBodySchema,
} from '@kora/shared';
import { DomainError } from '../../errors.js';
import { adminActorOf, authOf, profileMaxRating } from '../../http/authenticate.js';
import type { SharePreviews } from '../../http/share-previews.js';
import type { LiveSharing } from './live-sharing.js';
import type { LivesService } from './lives.service.js';
import { doneMessages } from '../../http/http-texts.js';
const user = { access: 'user' } as const;
const creator = { access: 'creator' } as const;
const admin = { access: 'admin' } as const;
const params = idParamsSchema;

interface Deps {
  lives: LivesService;
  shares: Pick<LiveSharing, 'image'>;
  sharing: Pick<SharePreviews, 'sendImage'>;
}

/** The lives API of live-creators-admin.md §7, with the owner's ingest and the viewers' playback, and a public live's picture for shared links. */
export async function livesRoutes(app: FastifyInstance, { lives, shares, sharing }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lives'];

  // What a shared link's preview fetches: no session, approved lives only. An image: left out of the JSON contract.
  r.get(apiPaths.liveShareImage, {
    schema: { hide: true, params },
    config: { access: 'public' },
  }, async (request, reply) => {
    const image = await shares.image(request.params.id);
    if (!image) throw new DomainError('not_found', liveServerMessages.notFound);
    return sharing.sendImage(reply, image);
  });

  r.get(apiPaths.liveStreams, {
    schema: { tags, summary: 'Les lives que je peux voir (?active=true : en direct)', querystring: liveListQuerySchema, response: { 200: liveStreamListSchema } },
    config: user,
  }, async (request) => lives.list(authOf(request).user, request.query.active, profileMaxRating(request)));

  r.get(apiPaths.videoLive, {
    schema: { tags, summary: 'Le live dont cette vidéo est le replay (son chat se relit sur la page de la vidéo)', params, response: { 200: liveStreamSchema } },
    config: user,
  }, async (request) => lives.replayOf(authOf(request).user, request.params.id));

  r.post(apiPaths.liveStreams, {
    schema: { tags, summary: 'Créer un live (en attente de validation, sauf pour un admin)', body: createLiveBodySchema, response: { 201: liveStreamSchema } },
    config: creator,
  }, async (request, reply) => reply.code(201).send(await lives.create(authOf(request).user, request.body)));

  r.get(apiPaths.creatorLiveStreams, {
    schema: { tags, summary: 'Mes lives, quel que soit leur statut', response: { 200: liveStreamListSchema } },
    config: creator,
  }, async (request) => lives.listMine(authOf(request).user));

  r.get(apiPaths.liveStream, {
    schema: { tags, summary: 'Un live', params, response: { 200: liveStreamSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => lives.get(authOf(request).user, request.params.id, profileMaxRating(request)));

  r.post(apiPaths.liveStart, {
    schema: { tags, summary: 'Démarrer mon live (approuvé, un seul à la fois)', params, response: { 200: liveStreamSchema } },
    config: { ...creator, errors: ['conflict'] },
  }, async (request) => lives.start(authOf(request).user, request.params.id));

  r.post(apiPaths.liveStop, {
    schema: { tags, summary: 'Arrêter mon live (définitivement ; son replay suit)', params, response: { 200: liveStreamSchema } },
    config: { ...creator, errors: ['conflict'] },
  }, async (request) => lives.stop(authOf(request).user, request.params.id));


  r.get(apiPaths.liveIngest, {
    schema: { tags, summary: "Serveur RTMP et clé de stream de mon live (ce qu'OBS demande)", params, response: { 200: liveIngestSchema } },
    config: creator,
  }, async (request) => lives.ingest(authOf(request).user, request.params.id));

  r.post(apiPaths.liveIngestRegenerate, {
    schema: { tags, summary: 'Nouvelle clé de stream (l’ancienne ne publie plus)', params, response: { 200: liveIngestSchema } },
    config: creator,
  }, async (request) => lives.regenerateKey(authOf(request).user, request.params.id));

  r.get(apiPaths.livePlayback, {
    schema: { tags, summary: 'Playlist maîtresse signée du live en cours', params, response: { 200: livePlaybackSchema } },
    config: { ...user, errors: ['forbidden', 'tier_required', 'conflict'] },
  }, async (request) => lives.playback(authOf(request).identity, request.params.id));

  // Admin area: live authorisations and live management (live-creators-admin.md §2, §7).
  const adminTags = ['admin'];
  r.get(apiPaths.adminPendingLives, {
    schema: { tags: adminTags, summary: 'Lives en attente de validation', response: { 200: liveStreamListSchema } },
    config: admin,
  }, async (request) => lives.pending(authOf(request).user));

  r.post(apiPaths.adminApproveLive, {
    schema: { tags: adminTags, summary: 'Approuver un live', params, response: { 200: liveStreamSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request) => lives.approve(authOf(request).user, request.params.id, adminActorOf(request)));

  r.post(apiPaths.adminRejectLive, {
    schema: { tags: adminTags, summary: 'Rejeter un live (raison requise)', params, body: rejectLiveBodySchema, response: { 200: liveStreamSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request) => lives.reject(authOf(request).user, request.params.id, request.body.reason, adminActorOf(request)));

  r.get(apiPaths.adminLiveStreams, {
    schema: { tags: adminTags, summary: 'Tous les lives', response: { 200: liveStreamListSchema } },
    config: admin,
  }, async (request) => lives.list(authOf(request).user, false));

  r.post(apiPaths.adminLiveStreams, {
    schema: { tags: adminTags, summary: 'Créer un live (approuvé)', body: adminCreateLiveBodySchema, response: { 201: liveStreamSchema } },
    config: admin,
  }, async (request, reply) => reply.code(201).send(await lives.adminCreate(authOf(request).user, request.body, adminActorOf(request))));

  r.patch(apiPaths.adminLiveStream, {
    schema: { tags: adminTags, summary: "Changer la classification par âge d'un live (journalisé)", params, body: adminLiveEditBodySchema, response: { 200: liveStreamSchema } },
    config: admin,
  }, async (request) => lives.setAgeRating(authOf(request).user, request.params.id, request.body.ageRating, adminActorOf(request)));

  r.delete(apiPaths.adminLiveStream, {
    schema: { tags: adminTags, summary: 'Supprimer un live (arrêté d’abord s’il est en cours)', params, response: { 200: messageSchema } },
    config: admin,
  }, async (request) => {
    await lives.remove(request.params.id, adminActorOf(request));
    return { message: doneMessages.liveDeleted };
  });
}
