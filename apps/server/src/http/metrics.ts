import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@kora/shared';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DomainError } from '../errors.js';

export const METRICS_PATH = '/metrics';
export const INSTANCE_HEADER = 'x-kora-instance';

export interface MetricsOptions {
  /** Bearer token of `/metrics`; unset → the route answers 404 like an unknown path. */
  token: string | undefined;
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
}

/** One id per process, so every app built in it (tests build many) answers with the same one. */
const processInstanceId = randomBytes(4).toString('hex');

/** The id this process answers with in `x-kora-instance`: KORA_INSTANCE_ID, or 8 random hex characters. */
export const instanceIdOf = (configured: string | undefined): string => configured ?? processInstanceId;

/** The database pool's gauges, read at each scrape. */
function registerPoolGauges(registry: Registry, pool: MetricsOptions['pool']): void {
  const gauges = [
    ['kora_db_pool_total', 'Connections open in the database pool', () => pool.totalCount],
    ['kora_db_pool_idle', 'Idle connections in the database pool', () => pool.idleCount],
    ['kora_db_pool_waiting', 'Queries waiting for a database connection', () => pool.waitingCount],
  ] as const;
  for (const [name, help, read] of gauges) {
    new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });
  }
}

/** Whether the Authorization header carries the token, compared in constant time. */
export function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The request duration histogram (by method, route pattern and status) and `GET /metrics`
 * (Prometheus text, behind a bearer token, hidden from the OpenAPI description). Registered
 * before the modules, so its hook sees every route. (The instance header of every answer is
 * set with the other response headers: http/response-headers.ts.)
 */
export function registerMetrics(app: FastifyInstance, { token, pool }: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerPoolGauges(registry, pool);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // A callback hook, not an async one: it runs after every answer, and a promise per request costs (issue 17).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (token === undefined || !hasToken(request.headers.authorization, token)) {
      throw new DomainError('not_found', serverMessages.notFound);
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
  return registry;
}
