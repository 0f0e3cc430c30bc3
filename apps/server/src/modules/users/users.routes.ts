import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, updateProfileBodySchema, userSchema } from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import { toPublicUser } from './public-user.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  app.withTypeProvider<ZodTypeProvider>().put(apiPaths.profile, {
    schema: {
      tags: ['users'],
      summary: 'Mise à jour du profil',
      body: updateProfileBodySchema,
      response: { 200: userSchema },
    },
    config: { access: 'user', adults: true, errors: ['email_taken'] },
  }, async (request) => toPublicUser(await users.updateProfile(authOf(request).user.id, request.body)));
}
