import type { FastifyInstance } from 'fastify';
import { API_PREFIX, isGoLivePage } from '@kora/shared';
import { INSTANCE_HEADER } from './metrics.js';

/** What the page's policies depend on, from configuration. */
export interface DocumentPolicyOptions {
  /**
   * A card payment provider is configured: its script (Stripe.js) runs in our page, opens its
   * frames and calls its API. True when STRIPE_PUBLISHABLE_KEY is set (http/platform.ts); the sandbox's
   * card form is our own page and needs nothing more.
   */
  cardPayments?: boolean;
}

/** Origins Stripe.js needs (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/**
 * The browser page's Content-Security-Policy: only our own scripts, and the card payment
 * provider's when one is configured; images and media may later come from blob:/https.
 */
export function documentCsp({ cardPayments = false }: DocumentPolicyOptions = {}): string {
  const withPayments = (...sources: string[]) => (cardPayments ? [...sources] : []);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...withPayments(STRIPE_SCRIPT)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    ["connect-src 'self' ws: wss:", ...withPayments(STRIPE_API)].join(' '),
    ...(cardPayments ? [`frame-src 'self' ${STRIPE_SCRIPT}`] : []),
    "font-src 'self'",
    // The service worker and the web app manifest (issue 15): this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page's permissions policy: the pages a creator goes live from may use the camera and the
 * microphone (this origin only); every other page may not, so a script that got into one of
 * them cannot film or record anyone. Geolocation is never used.
 */
export function permissionsPolicyOf(url: string): string {
  const capture = isGoLivePage(url) ? '(self)' : '()';
  return `camera=${capture}, microphone=${capture}, geolocation=()`;
}

/**
 * Headers of every answer, set in one synchronous hook (it runs on every request: one hook
 * costs about as much as the others together, so they are not split by concern).
 * The request id, so a person's report can be found in the logs; the instance that answered
 * (`x-kora-instance`), so an operator sees the load spread. Once shutdown has begun,
 * `Connection: close`, so in-flight requests finish and their keep-alive sockets close
 * instead of holding the process for the keep-alive timeout.
 *
 * Security headers by kind of answer. Every answer says nosniff and same-origin resource
 * policy; HTML documents add the policies that only documents use (CSP, framing, referrer,
 * opener); HSTS goes only over HTTPS, where browsers honour it. API answers are never cached
 * (they are per user). Sending document headers on every JSON answer would cost each API call
 * ~400 bytes, which phones on slow, metered connections pay for.
 */
export function registerResponseHeaders(app: FastifyInstance, opts: { https: boolean; instance: string } & DocumentPolicyOptions): void {
  const csp = documentCsp(opts);
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.header(INSTANCE_HEADER, opts.instance);
    if (closing) reply.header('connection', 'close');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (opts.https || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', permissionsPolicyOf(request.url));
    } else if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
