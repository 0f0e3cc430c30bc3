import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageParamsSchema,
  chatMessageSchema,
  chatPostBodySchema,
  chatSanctionBodySchema,
  chatSanctionListSchema,
  chatSanctionParamsSchema,
  chatSanctionSchema,
  chatSettingsBodySchema,
  chatSettingsSchema,
  idParamsSchema,
  chatMessages as texts,
  messageSchema,
} from '@kora/shared';
import { authOf, profileMaxRating } from '../../http/authenticate.js';
import type { ChatService } from './chat.service.js';
const user = { access: 'user' } as const;

/** The chat of a live over HTTP (live-creators-admin.md §7): history and posting, and moderation for its creator and admins. */
export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  r.get(apiPaths.liveChat, {
    schema: { tags, summary: 'Messages du chat (les 50 derniers ; before/after : plus anciens, ou ceux manqués depuis un seq)', params: idParamsSchema, querystring: chatHistoryQuerySchema, response: { 200: chatHistorySchema } },
    config: { ...user, errors: ['forbidden', 'tier_required'] },
  }, async (request) => chat.history(authOf(request).user, request.params.id, request.query, profileMaxRating(request)));

  r.post(apiPaths.liveChat, {
    schema: { tags, summary: 'Écrire dans le chat (enregistré avant diffusion)', params: idParamsSchema, body: chatPostBodySchema, response: { 201: chatMessageSchema } },
    config: { ...user, adults: true, errors: ['tier_required', 'chat_muted', 'conflict', 'rate_limited'] },
  }, async (request, reply) => reply.code(201).send(await chat.post(authOf(request).user, request.params.id, request.body.message)));

  r.delete(apiPaths.liveChatMessage, {
    schema: { tags, summary: 'Masquer un message pour tous (créateur du live, admins)', params: chatMessageParamsSchema, response: { 200: messageSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => {
    await chat.hide(authOf(request).user, request.params.id, request.params.messageId);
    return { message: texts.hidden };
  });

  r.get(apiPaths.liveChatSanctions, {
    schema: { tags, summary: 'Exclusions et bannissements en cours', params: idParamsSchema, response: { 200: chatSanctionListSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => chat.sanctions(authOf(request).user, request.params.id));

  r.put(apiPaths.liveChatSanction, {
    schema: { tags, summary: 'Exclure (5 min, 1 h) ou bannir une personne du chat de ce live', params: chatSanctionParamsSchema, body: chatSanctionBodySchema, response: { 200: chatSanctionSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => chat.sanction(authOf(request).user, request.params.id, request.params.userId, request.body));

  r.delete(apiPaths.liveChatSanction, {
    schema: { tags, summary: 'Lever une exclusion ou un bannissement', params: chatSanctionParamsSchema, response: { 200: messageSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => {
    await chat.lift(authOf(request).user, request.params.id, request.params.userId);
    return { message: texts.lifted };
  });

  r.patch(apiPaths.liveChatSettings, {
    schema: { tags, summary: 'Mode lent, chat réservé aux abonnés', params: idParamsSchema, body: chatSettingsBodySchema, response: { 200: chatSettingsSchema } },
    config: { ...user, errors: ['forbidden'] },
  }, async (request) => chat.updateSettings(authOf(request).user, request.params.id, request.body));
}
