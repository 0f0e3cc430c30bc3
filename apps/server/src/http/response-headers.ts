import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@kora/shared';

/** The browser page's policy: only our own scripts; images and media may later come from blob:/https. */
const DOCUMENT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers of every answer, set in one synchronous hook (it runs on every request).
 * The request id, so a person's report can be found in the logs. Once shutdown has begun,
 * `Connection: close`, so in-flight requests finish and their keep-alive sockets close
 * instead of holding the process for the keep-alive timeout.
 *
 * Security headers by kind of answer. Every answer says nosniff and same-origin resource
 * policy; HTML documents add the policies that only documents use (CSP, framing, referrer,
 * opener); HSTS goes only over HTTPS, where browsers honour it. API answers are never cached
 * (they are per user). Sending document headers on every JSON answer would cost each API call
 * ~400 bytes, which phones on slow, metered connections pay for.
 */
export function registerResponseHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (opts.https || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DOCUMENT_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    } else if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
