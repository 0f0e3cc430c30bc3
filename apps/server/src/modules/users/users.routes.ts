import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, LOCALE_COOKIE, updateLocaleBodySchema, updateProfileBodySchema, userSchema } from '@kora/shared';
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

  app.withTypeProvider<ZodTypeProvider>().put(apiPaths.userLocale, {
    schema: {
      tags: ['users'],
      summary: 'Langue de l’interface, gardée sur le compte (les e-mails la suivent)',
      body: updateLocaleBodySchema,
      response: { 200: userSchema },
    },
    config: { access: 'user' },
  }, async (request, reply) => {
    const { locale } = request.body;
    // The page reads the same cookie: the next request, and this device's next visit, speak the language chosen.
    reply.header('set-cookie', `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return toPublicUser(await users.updateLocale(authOf(request).user.id, locale));
  });
}
