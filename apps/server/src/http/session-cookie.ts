import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './authenticate.js';

/** HttpOnly, SameSite=Lax, and Secure whenever the site is reached over HTTPS. */
export function createSessionCookies(opts: { publicUrl: string; maxAgeSeconds: number }) {
  const secure = (request: FastifyRequest) => opts.publicUrl.startsWith('https:') || request.protocol === 'https';
  return {
    set(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
      reply.setCookie(SESSION_COOKIE, sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        maxAge: opts.maxAgeSeconds,
      });
    },
    clear(request: FastifyRequest, reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) });
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;
