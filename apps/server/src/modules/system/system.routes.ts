import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, publicConfigSchema, type PublicConfig } from '@kora/shared';
import type { Database } from '../../db/client.js';

const status = z.object({ status: z.string() });

export async function systemRoutes(app: FastifyInstance, { db, publicConfig }: { db: Database; publicConfig: PublicConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' } as const;
  r.get('/healthz', { schema: { tags: ['system'], summary: 'Le processus répond', response: { 200: status } }, config }, async () => ({ status: 'ok' }));
  r.get('/readyz', {
    schema: { tags: ['system'], summary: 'La base de données répond', response: { 200: status, 503: status } },
    config,
  }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'database_unreachable' });
    }
  });
  r.get(apiPaths.publicConfig, {
    schema: { tags: ['system'], summary: 'Réglages publics des écrans de connexion', response: { 200: publicConfigSchema } },
    config,
  }, async () => publicConfig);
}
