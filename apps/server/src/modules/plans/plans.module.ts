import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { plansRoutes } from './plans.routes.js';
import { createPlansRepository } from './plans.repository.js';
import { createPlansService, type PlanChangeUnit } from './plans.service.js';

/** What an admin's change of a plan writes through, built on its transaction. */
const changeUnit = (tx: DbExecutor): PlanChangeUnit => ({ plans: createPlansRepository(tx), audit: createAdminActionsRepository(tx) });

/** Subscription plans and passes: the public list, the admin area's 'Plans'. */
export const plansModule: KoraModule = async (app, { db }) => {
  const service = createPlansService({ plans: createPlansRepository(db), inTransaction: transactionOf(db, changeUnit) });
  await app.register(plansRoutes, { service });
};
