import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createProfilesRepository } from './profiles.repository.js';
import { profilesRoutes } from './profiles.routes.js';
import { createProfilesService, type ProfilesUnit } from './profiles.service.js';

const profilesUnit = (tx: DbExecutor): ProfilesUnit => ({ profiles: createProfilesRepository(tx), users: createUsersRepository(tx) });

/** The people of an account: profiles, the one watching on each device, the PIN. */
export const profilesModule: KoraModule = async (app, { db, sessions, events }) => {
  const repository = createProfilesRepository(db);
  const profiles = createProfilesService({
    profiles: repository,
    inTransaction: transactionOf(db, profilesUnit),
    users: createUsersRepository(db),
    sessions,
    limiter: createRateLimiter(db),
    events,
  });
  await app.register(profilesRoutes, { profiles, choices: repository });
};
