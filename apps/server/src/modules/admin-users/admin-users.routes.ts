import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserListQuerySchema, adminUserPageSchema, adminUserPatchBodySchema, adminUserSchema, apiPaths, idParamsSchema } from '@kora/shared';
import { adminActorOf } from '../../http/authenticate.js';
import type { AdminUsersService } from './admin-users.service.js';
const admin = { access: 'admin' } as const;
const tags = ['admin'];

/** GET and PATCH of accounts by admins (live-creators-admin.md §2 'User management', §3). */
export async function adminUsersRoutes(app: FastifyInstance, { service }: { service: AdminUsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.adminUsers, {
    schema: {
      tags,
      summary: 'Les comptes (nom ou e-mail, rôle, abonnement) et le nom et le type de leurs profils, par page, les inscriptions les plus récentes d’abord',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserPageSchema },
    },
    config: admin,
  }, async (request) => service.list(request.query));

  r.patch(apiPaths.adminUser, {
    schema: {
      tags,
      summary: 'Changer le rôle, accorder ou retirer un abonnement, suspendre ou rétablir un compte (jamais le sien ; jamais le dernier admin) — journalisé',
      params: idParamsSchema,
      body: adminUserPatchBodySchema,
      response: { 200: adminUserSchema },
    },
    config: { ...admin, secondFactor: true, errors: ['conflict', 'two_factor_required'] },
  }, async (request) => service.update(adminActorOf(request), request.params.id, request.body));
}
