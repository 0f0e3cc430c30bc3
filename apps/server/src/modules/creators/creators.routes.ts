import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreatorApplicationListSchema,
  apiPaths,
  creatorApplicationBodySchema,
  creatorApplicationReviewSchema,
  creatorApplicationStatusSchema,
  creatorChannelSchema,
  creatorFollowSchema,
  creatorProfileSchema,
  creatorStatsSchema,
  idParamsSchema,
  rejectCreatorApplicationBodySchema,
} from '@kora/shared';
import { adminActorOf, authOf } from '../../http/authenticate.js';
import type { SharePreviews } from '../../http/share-previews.js';
import type { CreatorApplicationsService } from './creator-applications.service.js';
import type { CreatorSharing } from './creator-sharing.js';
import { creatorNotFound } from './creators.errors.js';
import type { CreatorsService } from './creators.service.js';
const user = { access: 'user' } as const;
const creator = { access: 'creator' } as const;
const admin = { access: 'admin' } as const;
const params = idParamsSchema;

interface Deps {
  applications: CreatorApplicationsService;
  creators: CreatorsService;
  shares: Pick<CreatorSharing, 'image'>;
  sharing: Pick<SharePreviews, 'sendImage'>;
}

/**
 * The creators API (live-creators-admin.md §7): applications and their review, the creator's profile and figures,
 * channels and followers; and a channel's picture for shared links.
 */
export async function creatorsRoutes(app: FastifyInstance, { applications, creators, shares, sharing }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creators'];

  r.post(apiPaths.creatorApplications, {
    schema: {
      tags,
      summary: 'Candidater pour devenir créateur (une seule candidature en attente ; 403 pour un créateur ou un admin)',
      body: creatorApplicationBodySchema,
      response: { 201: creatorApplicationStatusSchema },
    },
    config: { ...user, adults: true, errors: ['forbidden', 'conflict'] },
  }, async (request, reply) => reply.code(201).send(await applications.apply(authOf(request).user, request.body)));

  r.get(apiPaths.creatorApplicationStatus, {
    schema: { tags, summary: 'L’état de ma dernière candidature (none sans candidature)', response: { 200: creatorApplicationStatusSchema } },
    config: user,
  }, async (request) => applications.status(authOf(request).user));

  r.get(apiPaths.creatorProfile, {
    schema: { tags, summary: 'Mon profil de créateur (404 sans profil)', response: { 200: creatorProfileSchema } },
    config: { ...creator, errors: ['not_found'] },
  }, async (request) => creators.profile(authOf(request).user));

  r.get(apiPaths.creatorStats, {
    schema: { tags, summary: 'Les chiffres de mon tableau de bord (Aperçu)', response: { 200: creatorStatsSchema } },
    config: creator,
  }, async (request) => creators.stats(authOf(request).user));

  r.get(apiPaths.creator, {
    schema: { tags, summary: 'La page publique d’une chaîne : nom, abonnés, vidéos', params, response: { 200: creatorChannelSchema } },
    config: user,
  }, async (request) => creators.channel(authOf(request).identity, request.params.id));

  // What a shared link's preview fetches: no session, channels people may visit only. An image: left out of the JSON contract.
  r.get(apiPaths.creatorShareImage, {
    schema: { hide: true, params },
    config: { access: 'public' },
  }, async (request, reply) => {
    const image = await shares.image(request.params.id);
    if (!image) throw creatorNotFound();
    return sharing.sendImage(reply, image);
  });

  r.post(apiPaths.creatorFollow, {
    schema: { tags, summary: 'Suivre une chaîne (idempotent)', params, response: { 200: creatorFollowSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => creators.follow(authOf(request).user, request.params.id));

  r.delete(apiPaths.creatorFollow, {
    schema: { tags, summary: 'Ne plus suivre une chaîne (idempotent)', params, response: { 200: creatorFollowSchema } },
    config: user,
  }, async (request) => creators.unfollow(authOf(request).user, request.params.id));

  // Admin area: creator applications (live-creators-admin.md §2, §7).
  const adminTags = ['admin'];
  r.get(apiPaths.adminPendingCreatorApplications, {
    schema: { tags: adminTags, summary: 'Candidatures créateurs en attente (les plus anciennes d’abord)', response: { 200: adminCreatorApplicationListSchema } },
    config: admin,
  }, async (request) => applications.pending(authOf(request).user));

  r.post(apiPaths.adminApproveCreatorApplication, {
    schema: { tags: adminTags, summary: 'Approuver une candidature (le compte devient créateur ; e-mail envoyé)', params, response: { 200: creatorApplicationReviewSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request) => applications.approve(authOf(request).user, request.params.id, adminActorOf(request).ip));

  r.post(apiPaths.adminRejectCreatorApplication, {
    schema: { tags: adminTags, summary: 'Rejeter une candidature (raison facultative ; e-mail envoyé)', params, body: rejectCreatorApplicationBodySchema, response: { 200: creatorApplicationReviewSchema } },
    config: { ...admin, errors: ['conflict'] },
  }, async (request) => applications.reject(authOf(request).user, request.params.id, request.body.reason, adminActorOf(request).ip));
}
