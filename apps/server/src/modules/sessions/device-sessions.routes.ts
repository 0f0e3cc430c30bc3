import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, deviceMessages, deviceSessionListSchema, deviceSessionParamsSchema, messageSchema } from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import type { DeviceSessions } from './device-sessions.js';

/** /settings « Appareils »: the account's sessions, and signing out one of the others, or all of them. */
export async function deviceSessionsRoutes(app: FastifyInstance, { devices }: { devices: DeviceSessions }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.userSessions, {
    schema: { tags: ['users'], summary: 'Les appareils connectés au compte', response: { 200: deviceSessionListSchema } },
    config: { access: 'user' },
  }, async (request) => {
    const { user, sessionId } = authOf(request);
    return devices.list(user.id, sessionId);
  });

  r.delete(apiPaths.userSessions, {
    schema: { tags: ['users'], summary: 'Déconnecte tous les autres appareils du compte (celui-ci reste connecté)', response: { 200: messageSchema } },
    config: { access: 'user', adults: true },
  }, async (request) => {
    const { user, sessionId } = authOf(request);
    return { message: deviceMessages.signedOutOthers(await devices.signOutOthers(user.id, sessionId)) };
  });

  r.delete(apiPaths.userSession, {
    schema: {
      tags: ['users'],
      summary: 'Déconnecte un autre appareil du compte (son écran se libère)',
      params: deviceSessionParamsSchema,
      response: { 200: messageSchema },
    },
    config: { access: 'user', adults: true },
  }, async (request) => {
    const { user, sessionId } = authOf(request);
    await devices.signOut(user.id, request.params.id, sessionId);
    return { message: deviceMessages.signedOut };
  });
}
