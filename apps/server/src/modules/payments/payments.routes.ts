import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, mySubscriptionsSchema } from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import type { PaymentsCore } from './payments-core.js';

/** What every provider shares: the payer's own subscriptions and passes. */
export async function paymentsRoutes(app: FastifyInstance, { core }: { core: PaymentsCore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.subscription, {
    schema: {
      tags: ['payments'],
      summary: 'Mes abonnements et pass, du plus récent au plus ancien (statut, fin de période, renouvellement)',
      response: { 200: mySubscriptionsSchema },
    },
    config: { access: 'user' },
  }, async (request) => ({ subscriptions: await core.listFor(authOf(request).user.id) }));
}
