import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  downloadBodySchema,
  downloadGrantSchema,
  downloadListSchema,
  downloadOptionsSchema,
  downloadRemovedSchema,
  downloadSchema,
  idParamsSchema,
  videoIdParamsSchema,
} from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import { hashSessionId } from '../sessions/session-store.js';
import type { DownloadsService } from './downloads.service.js';

/** Downloads for offline viewing: options and a new download on a video; my list, renewal and removal. */
export async function downloadsRoutes(app: FastifyInstance, { downloads }: { downloads: DownloadsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'user' } as const;
  const tags = ['downloads'];

  r.get(apiPaths.downloadOptions, {
    schema: { tags, summary: 'Qualités téléchargeables et leur taille (Premium, Famille)', params: videoIdParamsSchema, response: { 200: downloadOptionsSchema } },
    config: { ...config, errors: ['forbidden', 'tier_required'] },
  }, async (request) => downloads.options(authOf(request).identity, request.params.id));

  r.post(apiPaths.videoDownloads, {
    schema: {
      tags,
      summary: 'Télécharger une vidéo dans une qualité (URL signées, expiration)',
      params: videoIdParamsSchema,
      body: downloadBodySchema,
      response: { 200: downloadGrantSchema },
    },
    config: { ...config, errors: ['tier_required', 'video_not_ready', 'conflict'] },
  }, async (request) => {
    const { identity, sessionId } = authOf(request);
    return downloads.create(identity, hashSessionId(sessionId), request.params.id, request.body);
  });

  r.get(apiPaths.downloads, {
    schema: { tags, summary: 'Mes téléchargements (ceux du profil)', response: { 200: downloadListSchema } },
    config,
  }, async (request) => downloads.list(authOf(request).identity));

  r.post(apiPaths.downloadRenewal, {
    schema: { tags, summary: 'Prolonger un téléchargement (si le droit tient toujours)', params: idParamsSchema, response: { 200: downloadSchema } },
    config: { ...config, errors: ['tier_required', 'forbidden'] },
  }, async (request) => downloads.renew(authOf(request).identity, request.params.id));

  r.delete(apiPaths.download, {
    schema: { tags, summary: 'Supprimer un téléchargement', params: idParamsSchema, response: { 200: downloadRemovedSchema } },
    config,
  }, async (request) => {
    await downloads.remove(authOf(request).identity, request.params.id);
    return { removed: true as const };
  });
}
