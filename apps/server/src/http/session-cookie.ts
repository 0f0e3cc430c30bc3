import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './authenticate.js';

/** HttpOnly, SameSite=Lax, and Secure whenever the site is reached over HTTPS. */
export function createSessionCookies(opts: { publicUrl: string; maxAgeSeconds: number }) {
  const secure = (request: FastifyRequest) => opts.publicUrl.startsWith('https:') || request.protocol === 'https';
  const attributes = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) }) as const;
  return {
    set(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
      reply.header('set-cookie', stringifySetCookie({ name: SESSION_COOKIE, value: sessionId, ...attributes(request), maxAge: opts.maxAgeSeconds }));
    },
    clear(request: FastifyRequest, reply: FastifyReply) {
      reply.header('set-cookie', stringifySetCookie({ name: SESSION_COOKIE, value: '', ...attributes(request), maxAge: 0, expires: new Date(0) }));
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;
