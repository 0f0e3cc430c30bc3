import type { KoraModule } from '../module.js';
import { createPlaybackScreensRepository } from '../playback/playback-screens.repository.js';
import { createDeviceSessions } from '../sessions/device-sessions.js';
import { deviceSessionsRoutes } from '../sessions/device-sessions.routes.js';
import { createSessionsRepository } from '../sessions/sessions.repository.js';
import { createUsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

/** A person's own account: the profile, and the devices signed in to it. */
export const usersModule: KoraModule = async (app, { db, events, sessions, clock }) => {
  await app.register(usersRoutes, { users: createUsersService({ users: createUsersRepository(db), events }) });
  const devices = createDeviceSessions({
    sessions: createSessionsRepository(db),
    screens: createPlaybackScreensRepository(db),
    events,
    ttlSeconds: sessions.ttlSeconds,
    clock,
  });
  await app.register(deviceSessionsRoutes, { devices });
};
