import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { readCreatorStats } from '../../apps/server/src/modules/creators/creator-stats.repository.js';
import { compare, type Comparison, report, requestsPerSecond } from '../load.js';
import { startBareSqlServer, startKora } from '../servers.js';
import { LARGE_CHANNEL, seedLargeChannel } from './creator-seed.js';
import { type Budget, reportBudget } from './home-js.js';
import { apiPaths } from '@kora/shared';

/** The statement (text and parameters) the dashboard's stats run, captured from Drizzle. */
async function statsStatement(databaseUrl: string, creatorId: string): Promise<{ text: string; params: unknown[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const captured: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => captured.push({ text, params }) } });
  await readCreatorStats(db, creatorId);
  await pool.end();
  const statement = captured.find((s) => /json_build_object/.test(s.text));
  if (!statement) throw new Error('no stats statement captured');
  return statement;
}

/** Milliseconds of `count` requests one after the other (a creator opening their Aperçu), sorted. */
async function sequentialLatencies(url: string, cookie: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;

export interface CreatorStatsResults {
  budget: Budget;
  comparison: Comparison;
}

/**
 * The Aperçu of a large channel ({@link LARGE_CHANNEL}: 10,000 videos, 1,000,000 views over a
 * year), on its own server so the seeded videos stay out of the other cases: p95 of
 * GET /api/creator/stats one request at a time (target ≤ 100 ms), then its throughput against a
 * bare node:http server running the same statement with pg.
 */
export async function creatorStatsCase(rounds: number, load: { seconds: number; connections: number }): Promise<CreatorStatsResults> {
  const kora = await startKora();
  try {
    const email = `grande-chaine-${Date.now().toString(36)}@exemple.sn`;
    const password = 'mot-de-passe-bench';
    const registered = await fetch(`${kora.url}${apiPaths.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: kora.url },
      body: JSON.stringify({ firstName: 'Grande', lastName: 'Chaîne', email, password }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const { user } = (await registered.json()) as { user: { id: string } };
    const seedStarted = Date.now();
    await seedLargeChannel(kora.databaseUrl, user.id);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    // Signed in after the seed made them a creator, so the session reads the new role.
    const login = await fetch(`${kora.url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: kora.url },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const url = `${kora.url}${apiPaths.creatorStats}`;
    await sequentialLatencies(url, cookie, 20); // warm-up: plans, caches
    const times = await sequentialLatencies(url, cookie, 300);
    const budget: Budget = {
      name: `Creator Aperçu stats (GET /api/creator/stats) on a channel of ${LARGE_CHANNEL.videos.toLocaleString('en')} videos and ${LARGE_CHANNEL.views.toLocaleString('en')} views, one request at a time`,
      value: percentile(times, 95),
      limit: 100,
      unit: 'ms (p95)',
      detail: `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms over ${times.length} requests; seeded in ${seedSeconds.toFixed(0)} s`,
    };
    const statement = await statsStatement(kora.databaseUrl, user.id);
    // The anchor runs the statement as the repository does: without JIT compilation.
    const bare = await startBareSqlServer(`${kora.databaseUrl}?options=-c%20jit%3Doff`, statement.text, statement.params);
    try {
      const comparison = await compare(
        'GET /api/creator/stats (large channel) vs bare node:http running the same SQL with pg',
        0.7,
        rounds,
        () => requestsPerSecond({ ...load, url, headers: { cookie } }),
        () => requestsPerSecond({ ...load, url: bare.url }),
      );
      return { budget, comparison };
    } finally {
      await bare.stop();
    }
  } finally {
    await kora.stop();
  }
}

// Alone: node --import tsx bench/cases/creator-stats.ts (after npm run build), about 2 min.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const results = await creatorStatsCase(Number(process.env.BENCH_ROUNDS ?? 3), { seconds: Number(process.env.BENCH_SECONDS ?? 5), connections: 10 });
    const ok = [report([results.comparison]), reportBudget(results.budget)].every(Boolean);
    if (!ok) process.exitCode = 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}
