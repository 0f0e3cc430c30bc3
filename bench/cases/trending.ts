import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { createVideosRepository } from '../../apps/server/src/modules/videos/videos.repository.js';
import { compare, type Comparison, requestsPerSecond } from '../load.js';
import { startBareSqlServer } from '../servers.js';
import type { BenchContext } from './context.js';
import { apiPaths, pathTo } from '@kora/shared';

/** The exact statement (text and parameters) our repository runs for the trending row, captured from Drizzle. */
async function trendingStatement(databaseUrl: string, userId: string): Promise<{ text: string; params: unknown[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let captured: { text: string; params: unknown[] } | undefined;
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => (captured = { text, params }) } });
  await createVideosRepository(db).list('trending', userId);
  await pool.end();
  if (!captured) throw new Error('no statement captured');
  return captured;
}

/** GET /api/videos?section=trending vs a bare node:http server running the same SQL with pg. */
export async function trendingCase(ctx: BenchContext): Promise<Comparison> {
  // The demo videos are listed once ready; the bench runs no transcoder, so it marks them ready.
  const pool = new pg.Pool({ connectionString: ctx.kora.databaseUrl, max: 1 });
  await pool.query("update videos set status = 'ready'");
  await pool.end();
  const statement = await trendingStatement(ctx.kora.databaseUrl, ctx.userId);
  const bare = await startBareSqlServer(ctx.kora.databaseUrl, statement.text, statement.params);
  try {
    return await compare(
      'GET /api/videos?section=trending vs bare node:http running the same SQL with pg',
      0.8,
      ctx.rounds,
      () => requestsPerSecond({ ...ctx.load, url: `${ctx.kora.url}${pathTo(apiPaths.videos, null, { section: 'trending' })}`, headers: { cookie: ctx.cookie } }),
      () => requestsPerSecond({ ...ctx.load, url: bare.url }),
    );
  } finally {
    await bare.stop();
  }
}
