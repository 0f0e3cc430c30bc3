import type { FastifyInstance, RouteOptions } from 'fastify';
import { type ErrorCode, errorBodySchema } from '@kora/shared';
import { statusOf } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The refusals of the route's own rules, by error code (a missing thing, a conflict, a tier, a
     * rate limit…): declared once here; the refusals every route of its kind can give are added by
     * `registerErrorResponses`.
     */
    errors?: readonly ErrorCode[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The error statuses a route can answer, as its kind implies: a refused request part (400), no
 * session (401), a role it lacks or another site's page (403), a named thing that is not there
 * (404), a body too large or of another type (413, 415), then what the route itself declares.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config' | 'websocket'>): number[] {
  const { schema, config } = route;
  const statuses = new Set<number>();
  const takesBody = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
  if (schema?.params || schema?.querystring || schema?.body || takesBody) statuses.add(400);
  if (takesBody) statuses.add(413).add(415);
  if (config?.access !== undefined && config.access !== 'public') statuses.add(401);
  if (config?.access === 'creator' || config?.access === 'admin') statuses.add(403);
  // A path that names something (a video, a live, a plan…) answers 404 when it is not there, or not for this caller.
  if (schema?.params) statuses.add(404);
  // The origin check refuses another site's state change (providers' webhooks prove themselves by signature instead).
  if (takesBody && config?.webhook !== true) statuses.add(403);
  for (const code of config?.errors ?? []) statuses.add(statusOf[code]);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Describes every JSON route's refusals in its response schema, each as Kora's error body, so the
 * published contract (and the web app's types generated from it) lists them: a route declares only
 * the codes of its own rules in `config.errors`. A status the route already describes (admin
 * login's own failure shape) is left as it is. Registered before any module.
 */
export function registerErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response === undefined) return;
    // A copy: routes may share one schema object, and each has its own refusals.
    const described = { ...response };
    for (const status of errorStatusesOf(route)) described[status] ??= errorBodySchema;
    route.schema = { ...route.schema, response: described };
  });
}
