import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_DOCS_PATH, API_PREFIX, isGoLivePage } from '@kora/shared';
import { answerFor } from './closing-responses.js';
import { INSTANCE_HEADER } from './metrics.js';
import { addRouteHook } from './route-hooks.js';

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
    // The service worker and the web app manifest: this origin only.
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

/** Sets the policies of an HTML document on an answer (the page's CSP unless the route set its own). */
export type DocumentPolicies = (request: FastifyRequest, reply: FastifyReply) => void;

/** Routes that may answer an HTML document: pages, static files, the API's browsable description, sandbox pages. */
const mayAnswerDocument = (url: string) => (!url.startsWith(API_PREFIX) || url.startsWith(API_DOCS_PATH)) && !url.startsWith('/media/');

/**
 * Headers of every answer, set in one synchronous `onRequest` hook (the request id, so a
 * person's report can be found in the logs; the instance that answered, `x-kora-instance`, so
 * an operator sees the load spread), and the policies of documents on the routes that can
 * answer one. Each kind of hook Fastify runs costs every request, so the hot API
 * answers run one hook here and none after the handler. (`Connection: close` once shutdown
 * has begun: http/closing-responses.ts.)
 *
 * Security headers by kind of answer. Every answer says nosniff and same-origin resource
 * policy; HTML documents add the policies that only documents use (CSP, framing, referrer,
 * opener); HSTS goes only over HTTPS, where browsers honour it. API answers are never cached
 * (they are per user) unless the route says so (it sets its own cache-control). Sending document
 * headers on every JSON answer would cost each API call ~400 bytes, which phones on slow, metered
 * connections pay for. The not-found handler, which
 * answers the app's page for the browser's routes, sets the document policies itself
 * (returned here: route hooks do not reach it).
 */
export function registerResponseHeaders(app: FastifyInstance, opts: { https: boolean; instance: string } & DocumentPolicyOptions): DocumentPolicies {
  const csp = documentCsp(opts);
  const documentPolicies: DocumentPolicies = (request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', permissionsPolicyOf(request.url));
  };
  app.addHook('onRequest', (request, reply, done) => {
    // The same hook ties the answer to its request, for its duration's route and its record (http/closing-responses.ts).
    answerFor(reply.raw, request);
    reply.header('x-request-id', request.id);
    reply.header(INSTANCE_HEADER, opts.instance);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (opts.https || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onRoute', (route) => {
    if (!mayAnswerDocument(route.url)) return;
    addRouteHook(route, 'onSend', (request, reply, payload, done) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) documentPolicies(request, reply);
      done(null, payload);
    });
  });
  return documentPolicies;
}
