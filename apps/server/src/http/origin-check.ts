import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { addRouteHook } from './route-hooks.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). A browser says where
 * a request comes from with Sec-Fetch-Site and Origin; we accept same-origin requests, the
 * configured public origin and ALLOWED_ORIGINS. Requests with neither header come from
 * non-browser clients (curl, server to server), which carry no ambient cookie risk. Providers'
 * webhooks (route config `webhook: true`) are exempt: their signature is checked instead. A
 * WebSocket handshake is a GET that opens a channel acting with the session cookie, so it is
 * checked like a state change (cross-site WebSocket hijacking).
 *
 * The check is attached to the routes that can change state (a method other than GET, HEAD
 * and OPTIONS, or a WebSocket route) as they are declared, so reads pay nothing for it; a
 * request no route matches changes nothing and is answered 404.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: readonly string[]): void {
  const allowedSet = new Set(allowed);
  const allowedRequest = (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) && request.headers.upgrade === undefined) return true;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'same-origin' || site === 'none') return true;
    if (origin === undefined) return site === undefined;
    return origin === `${request.protocol}://${request.host}` || allowedSet.has(origin);
  };
  app.addHook('onRoute', (route) => {
    // A provider's webhook is server to server and proves itself by its signature.
    if (route.config?.webhook === true) return;
    const changesState = route.websocket === true || [route.method].flat().some((method) => !SAFE_METHODS.has(method));
    if (!changesState) return;
    // Refused through the route's error handler, so the refusal has the route's own shape (admin login adds `success`).
    addRouteHook(route, 'onRequest', (request, _reply, done) => {
      done(allowedRequest(request) ? undefined : new DomainError('forbidden_origin', serverMessages.forbiddenOrigin));
    });
  });
}
