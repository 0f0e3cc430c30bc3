import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginBodySchema,
  adminLoginFailureSchema,
  adminLoginResponseSchema,
  changePasswordBodySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  serverMessages,
  userSchema,
} from '@kora/shared';
import type { BackgroundTasks } from '../../background.js';
import { type AuthGuards, authOf, sessionIdOf } from '../../http/authenticate.js';
import { sendErrorResponse, toErrorResponse } from '../../http/error-handler.js';
import type { SessionCookies } from '../../http/session-cookie.js';
import { throttlePolicies as p, type Throttle } from '../../http/throttle.js';
import type { SessionStore } from '../sessions/session-store.js';
import { toPublicUser } from '../users/public-user.js';
import type { AdminAuditRepository } from './admin-audit.repository.js';
import type { AuthService } from './auth.service.js';

interface Deps {
  auth: AuthService;
  sessions: SessionStore;
  cookies: SessionCookies;
  guards: AuthGuards;
  throttle: Throttle;
  adminAudit: AdminAuditRepository;
  background: BackgroundTasks;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null });
const emailKey = (scope: string, email: string) => `${scope}:email:${email.toLowerCase()}`;
const ipKey = (scope: string, request: FastifyRequest) => `${scope}:ip:${request.ip}`;

export async function authRoutes(app: FastifyInstance, { auth, sessions, cookies, guards, throttle, adminAudit, background }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A fresh session id at every sign-in; any session the browser still carried ends. */
  async function signIn(request: FastifyRequest, reply: Parameters<SessionCookies['set']>[1], userId: string) {
    const previous = sessionIdOf(request);
    if (previous) await sessions.destroy(previous);
    cookies.set(request, reply, await sessions.create(userId, meta(request)));
  }

  r.get('/api/auth/user', {
    schema: { tags: ['auth'], summary: "L'utilisateur connecté", response: { 200: userSchema, 401: errorBodySchema } },
    preHandler: guards.requireUser,
  }, async (request) => toPublicUser(authOf(request).user));

  r.post('/api/auth/login', {
    schema: { tags: ['auth'], summary: 'Connexion', body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
  }, async (request, reply) => {
    const { email, password } = request.body;
    const limits = [
      { key: emailKey('login', email), window: p.loginFailuresPerEmail },
      { key: ipKey('login', request), window: p.loginFailuresPerIp },
    ];
    const user = await throttle.signInAttempt(limits, [emailKey('login', email)], () => auth.login(email, password));
    await signIn(request, reply, user.id);
    return { message: serverMessages.loginSuccess, user: toPublicUser(user) };
  });

  r.post('/api/auth/register', {
    schema: {
      tags: ['auth'],
      summary: "Création d'un compte (sans connexion automatique)",
      body: registerBodySchema,
      response: { 201: registerResponseSchema, 409: errorBodySchema, ...errors },
    },
  }, async (request, reply) => {
    await throttle.consume([
      { key: ipKey('register', request), window: p.registerPerIp },
      { key: emailKey('register', request.body.email), window: p.registerPerEmail },
    ]);
    const user = await auth.register(request.body);
    return reply.status(201).send({ message: serverMessages.registerSuccess, user: toPublicUser(user) });
  });

  r.post('/api/auth/admin-login', {
    schema: {
      tags: ['auth'],
      summary: 'Connexion administrateur (auditée)',
      body: adminLoginBodySchema,
      response: { 200: adminLoginResponseSchema, 400: adminLoginFailureSchema, 401: adminLoginFailureSchema, 429: adminLoginFailureSchema },
    },
    // Every failure answers { success: false, message, code }; refused input is audited too.
    errorHandler: async (error, request, reply) => {
      const response = toErrorResponse(error, request);
      const outcome = response.body.code === 'rate_limited' ? 'rate_limited' : response.body.code === 'validation_error' ? 'invalid_input' : null;
      if (outcome) {
        const email = typeof (request.body as { email?: unknown } | undefined)?.email === 'string' ? (request.body as { email: string }).email : '';
        await adminAudit.record({ email, userId: null, ...meta(request), outcome }).catch((err: unknown) => request.log.error({ err }, 'audit failed'));
      }
      return sendErrorResponse(reply, response, { success: false });
    },
  }, async (request, reply) => {
    const { email, password } = request.body;
    const limits = [
      { key: emailKey('admin', email), window: p.adminFailuresPerEmail },
      { key: ipKey('admin', request), window: p.adminFailuresPerIp },
    ];
    const user = await throttle.signInAttempt(limits, [emailKey('admin', email)], () => auth.adminLogin(email, password, meta(request)));
    await signIn(request, reply, user.id);
    return { success: true, message: serverMessages.adminLoginSuccess, user: { firstName: user.firstName, lastName: user.lastName } };
  });

  r.post('/api/auth/forgot-password', {
    schema: { tags: ['auth'], summary: 'Demande de lien de réinitialisation', body: forgotPasswordBodySchema, response: { 200: messageSchema, ...errors } },
  }, async (request) => {
    const { email } = request.body;
    await throttle.consume([
      { key: ipKey('forgot', request), window: p.forgotPerIp },
      { key: emailKey('forgot', email), window: p.forgotPerEmail },
    ]);
    // Answered before the lookup and the mail: the same answer, in the same time, for any address.
    background.run('forgot-password-mail', () => auth.forgotPassword(email));
    return { message: serverMessages.forgotPasswordSent };
  });

  r.post('/api/auth/reset-password', {
    schema: { tags: ['auth'], summary: 'Nouveau mot de passe depuis un lien', body: resetPasswordBodySchema, response: { 200: messageSchema, ...errors } },
  }, async (request) => {
    await auth.resetPassword(request.body.token, request.body.newPassword);
    return { message: serverMessages.resetSuccess };
  });

  r.post('/api/auth/change-password', {
    schema: { tags: ['auth'], summary: 'Changement de mot de passe', body: changePasswordBodySchema, response: { 200: messageSchema, ...errors } },
    preHandler: guards.requireUser,
  }, async (request) => {
    const { user, sessionId } = authOf(request);
    await auth.changePassword(user, sessionId, request.body.currentPassword, request.body.newPassword);
    return { message: serverMessages.passwordChanged };
  });

  r.post('/api/auth/logout', {
    schema: { tags: ['auth'], summary: 'Déconnexion', response: { 200: messageSchema } },
  }, async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId) await sessions.destroy(sessionId);
    cookies.clear(request, reply);
    return { message: serverMessages.logoutSuccess };
  });

  r.get('/api/login', {
    schema: { tags: ['auth'], summary: 'Redirige vers la page de connexion', response: { 302: z.null() } },
  }, async (_request, reply) => reply.redirect('/login', 302));
}
