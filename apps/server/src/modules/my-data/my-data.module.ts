import { createSessionCookies } from '../../http/session-cookie.js';
import { createAdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { KoraModule } from '../module.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createAccountErasure } from './account-erasure.js';
import { createDataExportsRepository } from './data-exports.repository.js';
import { myDataRoutes } from './my-data.routes.js';
import { createMyDataService } from './my-data.service.js';

/** How often due deletions are carried out and expired archives removed. */
const SWEEP_EVERY_MS = 60_000;

/** The right to leave: data archives and account deletion (with its erasure sweep). */
export const myDataModule: KoraModule = async (app, { db, config, sessions, jobs, payments, storage, mailer, clock, events }) => {
  const exports = createDataExportsRepository(db);
  const users = createUsersRepository(db);
  const myData = createMyDataService({
    exports,
    users,
    journal: createAdminActionsRepository(db),
    sessions,
    payments,
    jobs,
    storage,
    mailer,
    clock,
    publicUrl: config.publicUrl,
  });
  await app.register(myDataRoutes, { myData, users, cookies: createSessionCookies({ publicUrl: config.publicUrl, maxAgeSeconds: sessions.ttlSeconds }) });

  const erasure = createAccountErasure({ db, storage, events });
  const sweep = setInterval(() => {
    const now = clock.now();
    Promise.all([erasure.sweep(now), exports.removeExpired(now).then((keys) => Promise.all(keys.map((key) => storage.removePrefix(key.split('/').slice(0, 2).join('/')))))]).catch((err: unknown) =>
      app.log.error({ err }, 'suppressions de comptes ou archives expirées non traitées'),
    );
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
