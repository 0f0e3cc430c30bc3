import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { sendError } from './error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). A browser says where
 * a request comes from with Sec-Fetch-Site and Origin; we accept same-origin requests, the
 * configured public origin and ALLOWED_ORIGINS. Requests with neither header come from
 * non-browser clients (curl, server to server), which carry no ambient cookie risk. Providers'
 * webhooks (route config `webhook: true`) are exempt: their signature is checked instead. A
 * WebSocket handshake is a GET that opens a channel acting with the session cookie, so it is
 * checked like a state change (cross-site WebSocket hijacking).
 */
export function registerOriginCheck(app: FastifyInstance, allowed: readonly string[]): void {
  const allowedSet = new Set(allowed);
  const allowedRequest = (request: FastifyRequest) => {
    // A provider's webhook is server to server and proves itself by its signature.
    if (request.routeOptions.config.webhook === true) return true;
    if (SAFE_METHODS.has(request.method) && request.headers.upgrade === undefined) return true;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'same-origin' || site === 'none') return true;
    if (origin === undefined) return site === undefined;
    return origin === `${request.protocol}://${request.host}` || allowedSet.has(origin);
  };
  // A synchronous hook: it runs on every request, and most are reads it lets through at once.
  app.addHook('onRequest', (request, reply, done) => {
    if (allowedRequest(request)) return done();
    sendError(reply, new DomainError('forbidden_origin', serverMessages.forbiddenOrigin));
  });
}
