import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSubscriptionsOverviewSchema, apiPaths } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { createAdminSubscriptionsRepository } from './admin-subscriptions.repository.js';

/** The admin area's 'Abonnements' (live-creators-admin.md §2 'subscriptions overview'): real figures, not the spec's samples. */
export async function adminSubscriptionsRoutes(app: FastifyInstance, { db, graceDays }: { db: DbExecutor; graceDays: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const figures = createAdminSubscriptionsRepository(db, { graceDays });

  r.get(apiPaths.adminSubscriptions, {
    schema: {
      tags: ['admin'],
      summary:
        'Abonnements : abonnés payants actifs par niveau, recettes du mois par devise (jamais additionnées entre devises), nouveaux abonnements, résiliations et pass vendus du mois, les 12 derniers mois (UTC), les 20 derniers paiements',
      response: { 200: adminSubscriptionsOverviewSchema },
    },
    config: { access: 'admin' },
  }, async () => figures.overview());
}
