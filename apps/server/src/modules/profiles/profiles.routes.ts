import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  idParamsSchema,
  messageSchema,
  profileCreateBodySchema,
  profileEditBodySchema,
  profileListSchema,
  profileMessages,
  profilePinBodySchema,
  profileSchema,
  profileSelectBodySchema,
  subtitleChoiceSchema,
} from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import type { ProfilesRepository } from './profiles.repository.js';
import type { ProfilesService } from './profiles.service.js';

const tags = ['profiles'];
const params = idParamsSchema;

/** « Qui regarde ? » and /settings « Profils »: the account's profiles, choosing one on this device, the PIN. */
export async function profilesRoutes(app: FastifyInstance, { profiles, choices }: { profiles: ProfilesService; choices: Pick<ProfilesRepository, 'setSubtitleLanguage'> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.profiles, {
    schema: { tags, summary: 'Les profils du compte, le profil actif, combien l’offre en permet', response: { 200: profileListSchema } },
    config: { access: 'user' },
  }, async (request) => profiles.list(authOf(request).identity));

  r.post(apiPaths.profiles, {
    schema: { tags, summary: 'Nouveau profil (enfant : offre Famille et code PIN défini)', body: profileCreateBodySchema, response: { 201: profileSchema } },
    config: { access: 'user', errors: ['forbidden', 'tier_required', 'conflict'] },
  }, async (request, reply) => reply.code(201).send(await profiles.create(authOf(request).identity, request.body)));

  r.patch(apiPaths.profileById, {
    schema: { tags, summary: 'Modifier un profil', params, body: profileEditBodySchema, response: { 200: profileSchema } },
    config: { access: 'user', errors: ['tier_required', 'conflict'] },
  }, async (request) => profiles.edit(authOf(request).identity, request.params.id, request.body));

  r.delete(apiPaths.profileById, {
    schema: { tags, summary: 'Supprimer un profil et ce qui lui est propre (pas le dernier)', params, response: { 200: messageSchema } },
    config: { access: 'user', errors: ['conflict'] },
  }, async (request) => {
    await profiles.remove(authOf(request).identity, request.params.id);
    return { message: profileMessages.deleted };
  });

  r.post(apiPaths.profileSelect, {
    schema: { tags, summary: 'Choisir le profil de cet appareil (code PIN pour quitter un profil enfant ou ouvrir un profil verrouillé)', params, body: profileSelectBodySchema, response: { 200: profileSchema } },
    config: { access: 'user', errors: ['conflict', 'rate_limited', 'pin_required'] },
  }, async (request) => {
    const { identity, sessionId } = authOf(request);
    return profiles.select(identity, sessionId, request.params.id, request.body.pin);
  });

  r.put(apiPaths.profilePin, {
    schema: { tags, summary: 'Définir le code PIN du compte (mot de passe confirmé)', body: profilePinBodySchema, response: { 200: messageSchema } },
    config: { access: 'user', errors: ['wrong_current_password'] },
  }, async (request) => {
    await profiles.setPin(authOf(request).identity, request.body.password, request.body.pin);
    return { message: profileMessages.pinSet };
  });

  // The player's « Sous-titres » menu: the watching profile's last choice, which its next video starts with.
  r.put(apiPaths.profileSubtitles, {
    schema: { tags, summary: 'Retenir les sous-titres choisis par le profil (null : désactivés)', body: subtitleChoiceSchema, response: { 200: subtitleChoiceSchema } },
    config: { access: 'user' },
  }, async (request) => {
    await choices.setSubtitleLanguage(authOf(request).profile.id, request.body.language);
    return { language: request.body.language };
  });
}
