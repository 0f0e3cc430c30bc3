import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@kora/shared';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { DomainError } from '../errors.js';
import { createRequestDurations, type RouteObserver } from './request-durations.js';
import type { AnswerEnded } from './closing-responses.js';

export const METRICS_PATH = '/metrics';
export const INSTANCE_HEADER = 'x-kora-instance';

/** What the pool gauges read. */
type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/** One id per process, so every app built in it (tests build many) answers with the same one. */
const processInstanceId = randomBytes(4).toString('hex');

/** The id this process answers with in `x-kora-instance`: KORA_INSTANCE_ID, or 8 random hex characters. */
export const instanceIdOf = (configured: string | undefined): string => configured ?? processInstanceId;

/** The database pool's gauges, read at each scrape. */
function registerPoolGauges(registry: Registry, pool: PoolCounts): void {
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
 * This app's Prometheus registry: process and event-loop metrics, the database pool's gauges,
 * and the request duration histogram (by method, route pattern and status), which
 * `observeAnswer` feeds at the end of every answer (from the class Node builds responses from,
 * without a hook or a listener: http/closing-responses.ts). An answer no route took is
 * counted under route "unmatched". (The instance header of every answer is set with the other
 * response headers: http/response-headers.ts.)
 */
export function createMetrics(pool: PoolCounts): { registry: Registry; observeAnswer: AnswerEnded } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerPoolGauges(registry, pool);
  const durations = createRequestDurations(registry, [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  // One observer per route pattern, found by the pattern Fastify keeps for the route (its table is as long as the routes).
  const byRoute = new Map<string, RouteObserver>();
  const observeAnswer: AnswerEnded = ({ request, method, statusCode, seconds }) => {
    const route = request?.routeOptions.url ?? 'unmatched';
    let observer = byRoute.get(route);
    if (observer === undefined) {
      observer = durations.forRoute(route);
      byRoute.set(route, observer);
    }
    observer(method, statusCode, seconds);
  };
  return { registry, observeAnswer };
}

/**
 * `kora_http_connections_total`: the TCP connections this instance's server accepted. Behind nginx they come
 * from its keepalive pool, so they stay far fewer than requests; one per request means the pool is not used.
 */
export function countConnections(registry: Registry, server: Pick<Server, 'on'>): void {
  const accepted = new Counter({ name: 'kora_http_connections_total', help: 'TCP connections accepted by this instance (behind nginx: its keepalive pool)', registers: [registry] });
  server.on('connection', () => accepted.inc());
}

/** `GET /metrics`: Prometheus text, behind a bearer token (unset: 404 like an unknown path), hidden from the OpenAPI description. */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (token === undefined || !hasToken(request.headers.authorization, token)) {
      throw new DomainError('not_found', serverMessages.notFound);
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
