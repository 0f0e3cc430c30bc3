import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createFreeAllowanceRepository } from '../users/free-allowance.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService, type UserChangeUnit } from './admin-users.service.js';

/** What a change of an account writes through, built on its transaction. */
const changeUnit = (tx: DbExecutor): UserChangeUnit => ({ users: createUsersRepository(tx), allowances: createFreeAllowanceRepository(tx), audit: createAdminActionsRepository(tx) });

/** The admin area's user management: the accounts (and their profiles' names and kinds), their role, a tier by hand, suspension, the free minutes. */
export const adminUsersModule: KoraModule = async (app, { db, events, sessions }) => {
  const service = createAdminUsersService({
    users: createUsersRepository(db),
    profiles: createProfilesRepository(db),
    inTransaction: transactionOf(db, changeUnit),
    events,
    sessions,
  });
  await app.register(adminUsersRoutes, { service });
};
