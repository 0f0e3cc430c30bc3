import type { KoraModule } from '../module.js';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

/** A person's own account: the profile. */
export const usersModule: KoraModule = async (app, { db, events }) => {
  await app.register(usersRoutes, { users: createUsersService({ users: createUsersRepository(db), events }) });
};
