import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { sendError } from './error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). A browser says where
 * a request comes from with Sec-Fetch-Site and Origin; we accept same-origin requests, the
 * configured public origin and ALLOWED_ORIGINS. Requests with neither header come from
 * non-browser clients (curl, server to server), which carry no ambient cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: readonly string[]): void {
  const allowedSet = new Set(allowed);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'same-origin' || site === 'none') return;
    if (origin === undefined && site === undefined) return;
    if (origin !== undefined) {
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (origin === ownOrigin || allowedSet.has(origin)) return;
    }
    return sendError(reply, new DomainError('forbidden_origin', serverMessages.forbiddenOrigin));
  });
}
