import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AdminAuditPage,
  adminAuditPageSchema,
  adminAuditQuerySchema,
  type AdminOverview,
  adminOverviewSchema,
  type AdminSettings,
  adminSettingsSchema,
  apiPaths,
} from '@kora/shared';
import type { JournalQuery } from './admin-journal.query.js';

interface Deps {
  settings: () => AdminSettings;
  journal: (query: JournalQuery) => Promise<AdminAuditPage>;
  overview: () => Promise<AdminOverview>;
}
const admin = { access: 'admin' } as const;
const tags = ['admin'];

/** The admin area's own reads: settings, the journal (audit trail) and the first screen. */
export async function adminRoutes(app: FastifyInstance, { settings, journal, overview }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.adminSettings, {
    schema: { tags, summary: 'Paramètres en vigueur (lecture seule) et où chacun se règle', response: { 200: adminSettingsSchema } },
    config: admin,
  }, async () => settings());

  r.get(apiPaths.adminAudit, {
    schema: {
      tags,
      summary: 'Journal : connexions et actions des administrateurs, les plus récentes d’abord',
      querystring: adminAuditQuerySchema,
      response: { 200: adminAuditPageSchema },
    },
    config: admin,
  }, async (request) => journal(request.query));

  r.get(apiPaths.adminOverview, {
    schema: { tags, summary: 'Ce qui attend un administrateur (premier écran)', response: { 200: adminOverviewSchema } },
    config: admin,
  }, async () => overview());
}
