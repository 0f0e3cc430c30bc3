import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPlanCreateBodySchema, adminPlanEditBodySchema, adminPlanSavedSchema, apiPaths, idParamsSchema, planDeletionSchema, planListSchema } from '@kora/shared';
import { adminActorOf } from '../../http/authenticate.js';
import type { PlansService } from './plans.service.js';
const admin = { access: 'admin' } as const;
/** Plans set what people pay: changing them takes the second factor (where the installation requires it). */
const moneyRule = { access: 'admin', secondFactor: true, errors: ['two_factor_required'] } as const;

/** The plans viewers may buy, and the admins' list, creation, edit and deletion (live-creators-admin.md §7; the edit is Kora's). */
export async function plansRoutes(app: FastifyInstance, { service }: { service: PlansService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.subscriptionPlans, {
    schema: {
      tags: ['plans'],
      summary: 'Les plans et pass proposés (actifs), avec leur prix par devise en unités mineures, par niveau puis par période',
      response: { 200: planListSchema },
    },
    config: { access: 'public' },
  }, async () => service.listActive());

  r.get(apiPaths.adminSubscriptionPlans, {
    schema: { tags: ['admin'], summary: 'Tous les plans, inactifs compris', response: { 200: planListSchema } },
    config: admin,
  }, async () => service.listAll());

  r.post(apiPaths.adminSubscriptionPlans, {
    schema: {
      tags: ['admin'],
      summary: 'Créer un plan ou un pass (nom et description requis ; un prix qui n’est pas un nombre vaut 0, et un plan à 0 est enregistré inactif avec un avertissement ; caractéristiques vides ignorées) — journalisé',
      body: adminPlanCreateBodySchema,
      response: { 201: adminPlanSavedSchema },
    },
    config: moneyRule,
  }, async (request, reply) => reply.code(201).send(await service.create(adminActorOf(request), request.body)));

  r.patch(apiPaths.adminSubscriptionPlanEdit, {
    schema: {
      tags: ['admin'],
      summary:
        'Modifier un plan : nom, description, caractéristiques, actif, populaire, prix (pour les achats à venir ; un abonnement garde son montant). Niveau, période et type refusés — journalisé',
      params: idParamsSchema,
      body: adminPlanEditBodySchema,
      response: { 200: adminPlanSavedSchema },
    },
    config: moneyRule,
  }, async (request) => service.edit(adminActorOf(request), request.params.id, request.body));

  r.delete(apiPaths.adminSubscriptionPlan, {
    schema: {
      tags: ['admin'],
      summary: 'Supprimer un plan ; s’il est référencé (abonnements, paiements), il est désactivé à la place — journalisé',
      params: idParamsSchema,
      response: { 200: planDeletionSchema },
    },
    config: moneyRule,
  }, async (request) => service.remove(adminActorOf(request), request.params.id));
}
