import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  cancelSubscriptionResultSchema,
  createSubscriptionBodySchema,
  createSubscriptionResultSchema,
  idParamsSchema,
  subscriptionStatusBodySchema,
  subscriptionStatusResultSchema,
  subscriptionViewSchema,
} from '@kora/shared';
import { authOf } from '../../../http/authenticate.js';
import type { StripePayments } from './stripe-payments.js';
const user = { access: 'user' } as const;
const tags = ['payments'];

/** The pages' card calls (viewer.md §7). */
export async function stripeRoutes(app: FastifyInstance, { payments }: { payments: StripePayments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(apiPaths.createSubscription, {
    schema: {
      tags,
      summary: 'Abonnement par carte (ou pass) en attente du premier paiement : le prix est celui du serveur (montant de la page vérifié), réponse avec le client secret de Stripe',
      body: createSubscriptionBodySchema,
      response: { 200: createSubscriptionResultSchema },
    },
    config: { ...user, adults: true, errors: ['not_found', 'conflict', 'rate_limited', 'service_unavailable'] },
  }, async (request) => payments.create(authOf(request).user, request.body));

  r.post(apiPaths.subscriptionStatus, {
    schema: {
      tags,
      summary: "Redemande à Stripe l'état d'un de mes abonnements (rattrape un webhook perdu), puis répond son état et le niveau du compte",
      body: subscriptionStatusBodySchema,
      response: { 200: subscriptionStatusResultSchema },
    },
    config: { ...user, adults: true, errors: ['not_found', 'service_unavailable'] },
  }, async (request) => payments.status(authOf(request).user.id, request.body.subscriptionId));

  r.delete(apiPaths.subscription, {
    schema: {
      tags,
      summary: "Arrête le renouvellement de mon abonnement par carte : le niveau reste jusqu'à la fin de la période payée",
      response: { 200: cancelSubscriptionResultSchema },
    },
    config: { ...user, adults: true, errors: ['not_found', 'service_unavailable'] },
  }, async (request) => payments.cancel(authOf(request).user.id));

  r.delete(apiPaths.pendingSubscription, {
    schema: {
      tags,
      summary: "Abandonne un abonnement ou pass encore en attente de paiement (bouton retour de /subscribe) ; un paiement déjà réglé n'est pas touché",
      params: idParamsSchema,
      response: { 200: subscriptionViewSchema },
    },
    config: { ...user, adults: true, errors: ['service_unavailable'] },
  }, async (request) => payments.discard(authOf(request).user.id, request.params.id));
}
