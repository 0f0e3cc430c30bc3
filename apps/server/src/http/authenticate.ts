import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type AgeRating, API_DOCS_PATH, API_PREFIX, authorizeRoute, maxRatingOf, profileMessages, type RouteAccess, serverMessages } from '@kora/shared';
import type { ProfileRow, UserRow } from '../db/schema/index.js';
import { DomainError } from '../errors.js';
import { addRouteHook } from './route-hooks.js';
import type { SessionIdentity, SessionStore } from '../modules/sessions/session-store.js';

export const SESSION_COOKIE = 'kora_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check of routes that require a session, and only there. */
    auth: { user: UserRow; sessionId: string; profile: ProfileRow; identity: SessionIdentity } | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route at all; every API and media route states it (see registerRouteAccess). */
    access?: RouteAccess;
    /**
     * A provider's webhook (Stripe, Hub2): no session, exempt from the origin check, authenticated
     * by its signature over the raw body instead. Only those two routes say it.
     */
    webhook?: true;
    /**
     * Refused to a kids profile (payments, sponsoring, a creator application, posting in a chat, the account's
     * settings), as every creator and admin route is.
     */
    adults?: true;
  }
}

/**
 * The session id the request's cookie carries, if any (overlong values are ignored unread).
 * Cookies are read here, where a route needs the session, not parsed for every request.
 */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined || !header.includes(SESSION_COOKIE)) return undefined;
  const raw = parseCookie(header)[SESSION_COOKIE];
  return raw && raw.length <= 100 ? raw : undefined;
}

/** The highest age rating the profile watching may see (a kids profile's), or undefined for a standard profile. */
export function profileMaxRating(request: FastifyRequest): AgeRating | undefined {
  return request.auth ? maxRatingOf(request.auth.profile) : undefined;
}

/** The authenticated user of a route whose access is 'user', 'creator' or 'admin', and the profile watching. */
export function authOf(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw new DomainError('unauthorized', serverMessages.unauthorized);
  return request.auth;
}

/** The signed-in admin of an admin route and the address they act from, as the audit log records them. */
export function adminActorOf(request: FastifyRequest): { adminId: string; ip: string } {
  return { adminId: authOf(request).user.id, ip: request.ip };
}

/** The paths whose routes must say who may call them: everything Kora answers but files and the API docs. */
const mustDeclare = (url: string) => (url.startsWith(API_PREFIX) && !url.startsWith(API_DOCS_PATH)) || url.startsWith('/media/') || url === '/healthz' || url === '/readyz';

/**
 * Who may call each route, checked before anything else of the request is read (so a refusal
 * never describes a schema to someone who may not call the route): every API route declares
 * `config: { access }` (a route that does not is refused at start-up), the session is resolved
 * in `onRequest` for the ones that need it, and the level is judged by the shared
 * `authorizeRoute` policy. The level is published in the OpenAPI description as `x-access`.
 * The check is attached to each route that needs a session as it is declared: public routes
 * pay nothing for it.
 */
export function registerRouteAccess(app: FastifyInstance, store: SessionStore): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (mustDeclare(route.url)) {
      if (!access) throw new Error(`La route ${String(route.method)} ${route.url} doit déclarer config.access`);
      // `x-` keys are copied into the OpenAPI description as they are (Fastify's schema type does not list them).
      const published = { 'x-access': access, ...(access === 'public' ? {} : { security: [{ session: [] }] }) } as object;
      route.schema = { ...route.schema, ...published };
    }
    // Any route that says it needs a session gets the check, wherever it is.
    const adultsOnly = access === 'creator' || access === 'admin' || route.config?.adults === true;
    if (access && access !== 'public') addRouteHook(route, 'onRequest', checkAccess(access, adultsOnly));
  });
  const decide = (request: FastifyRequest, access: RouteAccess, adultsOnly: boolean, sessionId: string | undefined, identity: SessionIdentity | undefined): DomainError | undefined => {
    const user = identity?.user;
    const decision = authorizeRoute(user, access);
    if (!decision.allowed) {
      return decision.reason === 'unauthorized'
        ? new DomainError('unauthorized', serverMessages.unauthorized)
        : new DomainError('forbidden', serverMessages.forbidden);
    }
    if (adultsOnly && identity?.profile.kind === 'kids') return new DomainError('forbidden', profileMessages.kidsRefused);
    if (identity && sessionId) request.auth = { user: identity.user, sessionId, profile: identity.profile, identity };
    return undefined;
  };
  // A callback hook: a session in the store's memory is judged at once (no promise per request);
  // another is looked up first.
  const checkAccess = (access: RouteAccess, adultsOnly: boolean): onRequestHookHandler => (request, _reply, done) => {
    const sessionId = sessionIdOf(request);
    const cached = sessionId === undefined ? undefined : store.cached(sessionId);
    if (sessionId === undefined || cached !== undefined) {
      done(decide(request, access, adultsOnly, sessionId, cached));
      return;
    }
    store.resolveSession(sessionId).then((identity) => done(decide(request, access, adultsOnly, sessionId, identity)), done);
  };
}
