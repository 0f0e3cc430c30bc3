import { demoAdminHint } from '../../db/seed.js';
import type { KoraModule } from '../module.js';
import { systemRoutes } from './system.routes.js';

/** Health checks and the public settings the sign-in screens read. */
export const systemModule: KoraModule = async (app, { db, config }) => {
  await app.register(systemRoutes, {
    db,
    publicConfig: { demoData: config.seedDemo, adminHint: config.seedDemo ? demoAdminHint : null, maxUploadMb: config.maxUploadMb },
  });
};
