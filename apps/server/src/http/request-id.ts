import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const WELL_FORMED = /^[\w.-]{1,64}$/;

/**
 * Fastify's `genReqId`: a caller's request id is kept when it looks like one, so logs join up
 * across services (nginx passes its own); otherwise a random prefix drawn once per app and a
 * counter. Unique across instances and restarts like a random UUID, without drawing random
 * bytes for every request (a UUID per request cost GET /api/auth/user about 1.5 µs).
 */
export function requestIds(): (req: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('hex');
  let next = 0;
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && WELL_FORMED.test(given)) return given;
    next += 1;
    return `${prefix}-${next.toString(36)}`;
  };
}
