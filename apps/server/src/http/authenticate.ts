import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type AccountType, serverMessages } from '@kora/shared';
import type { UserRow } from '../db/schema/index.js';
import { DomainError } from '../errors.js';
import type { SessionStore } from '../modules/sessions/session-store.js';

export const SESSION_COOKIE = 'kora_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser pre-handler, and only there: routes that need a user declare it. */
    auth: { user: UserRow; sessionId: string } | null;
  }
}

/** The session id the request's cookie carries, if any (overlong values are ignored unread). */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  return raw && raw.length <= 100 ? raw : undefined;
}

/** The authenticated user of a route guarded by requireUser. */
export function authOf(request: FastifyRequest): { user: UserRow; sessionId: string } {
  if (!request.auth) throw new DomainError('unauthorized', serverMessages.unauthorized);
  return request.auth;
}

export function createAuthGuards(store: SessionStore) {
  const requireUser: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const sessionId = sessionIdOf(request);
    const user = sessionId ? await store.resolve(sessionId) : undefined;
    if (!sessionId || !user) throw new DomainError('unauthorized', serverMessages.unauthorized);
    request.auth = { user, sessionId };
  };

  /** Signed in, and one of the given account kinds (admins always pass creator checks by listing both). */
  const requireRole = (...roles: AccountType[]): preHandlerAsyncHookHandler[] => [
    requireUser,
    async (request) => {
      if (!roles.includes(authOf(request).user.accountType)) {
        throw new DomainError('forbidden', serverMessages.forbidden);
      }
    },
  ];

  return { requireUser, requireRole };
}
export type AuthGuards = ReturnType<typeof createAuthGuards>;
