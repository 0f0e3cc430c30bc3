import type { KoraModule } from '../module.js';
import { readAdminJournal } from './admin-journal.query.js';
import { readAdminOverview } from './admin-overview.query.js';
import { adminSettingsOf } from './admin-settings.js';
import { adminRoutes } from './admin.routes.js';

/**
 * The admin area's own reads: the settings in force, the journal and the first screen. Each
 * section's writes live with the module that owns what they change (lives, creators, videos,
 * users; the admin's password with auth), and record their audit row there.
 */
export const adminModule: KoraModule = async (app, { db, config }) => {
  const settings = adminSettingsOf(config);
  await app.register(adminRoutes, {
    settings: () => settings,
    journal: (query) => readAdminJournal(db, query),
    overview: () => readAdminOverview(db),
  });
};
