import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  messageSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPhoneBodySchema,
  notificationPhoneVerifyBodySchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  notificationReadBodySchema,
  notificationUnreadSchema,
  notificationUnsubscribeBodySchema,
  notificationUnsubscribeResultSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteBodySchema,
} from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import type { NotificationsService } from './notifications.service.js';
import { notificationRouteTexts } from './notification-route-texts.js';
import { doneMessages } from '../../http/http-texts.js';


const tags = ['notifications'];

/** The account's notifications belong to its grown-ups: a kids profile reads nothing here and changes nothing (`adults`). */
const adult = (request: FastifyRequest) => authOf(request).user;
const member = { access: 'user', adults: true } as const;

/** The bell, /settings « Notifications », this browser's Web Push subscription, and an e-mail's unsubscribe link. */
export async function notificationsRoutes(app: FastifyInstance, { notifications, pushKey }: { notifications: NotificationsService; pushKey: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.notifications, {
    schema: { tags, summary: 'Les notifications, les plus récentes d’abord (20 à la fois)', querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
    config: member,
  }, async (request) => notifications.list(adult(request).id, request.query.before));

  r.get(apiPaths.notificationsUnread, {
    schema: { tags, summary: 'Combien de notifications non lues (la pastille de la cloche)', response: { 200: notificationUnreadSchema } },
    config: member,
  }, async (request) => ({ unread: await notifications.unread(adult(request).id) }));

  r.post(apiPaths.notificationsRead, {
    schema: { tags, summary: 'Marquer ces notifications (ou toutes) comme lues', body: notificationReadBodySchema, response: { 200: notificationUnreadSchema } },
    config: member,
  }, async (request) => {
    const user = adult(request);
    await notifications.markRead(user.id, request.body.ids);
    return { unread: await notifications.unread(user.id) };
  });

  r.get(apiPaths.notificationPreferences, {
    schema: { tags, summary: 'Les canaux choisis pour chaque notification, le numéro SMS, le fuseau horaire', response: { 200: notificationPreferencesSchema } },
    config: member,
  }, async (request) => notifications.preferences(adult(request)));

  r.put(apiPaths.notificationPreferences, {
    schema: { tags, summary: 'Activer ou couper des canaux ; le fuseau horaire des heures calmes', body: notificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema } },
    config: { ...member, errors: ['conflict'] },
  }, async (request) => notifications.updatePreferences(adult(request), request.body));

  r.post(apiPaths.notificationPhone, {
    schema: { tags, summary: 'Envoyer un code par SMS pour vérifier le numéro', body: notificationPhoneBodySchema, response: { 200: messageSchema } },
    config: { ...member, errors: ['rate_limited'] },
  }, async (request) => {
    await notifications.startPhone(adult(request), request.body);
    return { message: notificationRouteTexts.codeSent };
  });

  r.post(apiPaths.notificationPhoneVerify, {
    schema: { tags, summary: 'Vérifier le numéro avec le code reçu', body: notificationPhoneVerifyBodySchema, response: { 200: notificationPreferencesSchema } },
    config: { ...member, errors: ['conflict'] },
  }, async (request) => notifications.verifyPhone(adult(request), request.body.code));

  r.delete(apiPaths.notificationPhone, {
    schema: { tags, summary: 'Oublier le numéro (plus aucun SMS)', response: { 200: messageSchema } },
    config: member,
  }, async (request) => {
    await notifications.forgetPhone(adult(request));
    return { message: doneMessages.phoneDeleted };
  });

  r.post(apiPaths.notificationUnsubscribe, {
    schema: { tags, summary: 'Ne plus recevoir un type d’e-mail (lien de l’e-mail, sans connexion)', body: notificationUnsubscribeBodySchema, response: { 200: notificationUnsubscribeResultSchema } },
    config: { access: 'public' },
  }, async (request) => notifications.unsubscribe(request.body.token));

  r.get(apiPaths.pushKey, {
    schema: { tags, summary: 'La clé publique VAPID (applicationServerKey)', response: { 200: pushKeySchema } },
    config: member,
  }, async () => ({ publicKey: pushKey }));

  r.post(apiPaths.pushSubscriptions, {
    schema: { tags, summary: 'Recevoir les notifications push sur ce navigateur', body: pushSubscriptionBodySchema, response: { 201: messageSchema } },
    config: member,
  }, async (request, reply) => {
    await notifications.subscribePush(adult(request).id, request.body);
    return reply.code(201).send({ message: notificationRouteTexts.deviceOn });
  });

  r.delete(apiPaths.pushSubscriptions, {
    schema: { tags, summary: 'Ne plus recevoir les notifications push sur ce navigateur', body: pushSubscriptionDeleteBodySchema, response: { 200: messageSchema } },
    config: member,
  }, async (request) => {
    await notifications.unsubscribePush(adult(request).id, request.body.endpoint);
    return { message: notificationRouteTexts.deviceOff };
  });
}
