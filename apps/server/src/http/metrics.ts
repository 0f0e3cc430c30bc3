import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '@kora/shared';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { DomainError } from '../errors.js';
import { createRequestDurations, type RouteObserver } from './request-durations.js';
import { addRouteHook } from './route-hooks.js';

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

/** Records an answer no route matched (the not-found handler's): route "unmatched", as no route pattern names it. */
export type UnmatchedObserver = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * This app's Prometheus registry: process and event-loop metrics, the database pool's gauges,
 * and the request duration histogram (by method, route pattern and status). Created before any
 * route is declared: each route gets its own `onResponse` hook, which knows its pattern (asking
 * the request for it, `request.routeOptions`, builds an object on every request; issue 17).
 * Answers no route matched are observed by the not-found handler through `observeUnmatched`.
 * (The instance header of every answer is set with the other response headers: http/response-headers.ts.)
 */
export function createMetrics(app: FastifyInstance, pool: PoolCounts): { registry: Registry; observeUnmatched: UnmatchedObserver } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerPoolGauges(registry, pool);
  const durations = createRequestDurations(registry, [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  const observe = (observer: RouteObserver, request: FastifyRequest, reply: FastifyReply) => observer(request.method, reply.statusCode, reply.elapsedTime / 1000);

  // A callback hook, not an async one: it runs after every answer, and a promise per request costs.
  app.addHook('onRoute', (route) => {
    const observer = durations.forRoute(route.url);
    addRouteHook(route, 'onResponse', (request, reply, done) => {
      observe(observer, request, reply);
      done();
    });
  });
  const unmatched = durations.forRoute('unmatched');
  const observeUnmatched: UnmatchedObserver = (request, reply) => {
    reply.raw.once('finish', () => observe(unmatched, request, reply));
  };
  return { registry, observeUnmatched };
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
