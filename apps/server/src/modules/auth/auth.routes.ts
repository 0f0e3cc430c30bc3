import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChangePasswordBodySchema,
  adminLoginBodySchema,
  adminLoginFailureSchema,
  adminLoginResponseSchema,
  apiPaths,
  authUserSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageSchema,
  plainText,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  myDataMessages,
  serverMessages,
  twoFactorChallengeSchema,
  twoFactorMessages,
  withNextPath,
} from '@kora/shared';
import { adminActorOf, authOf, sessionIdOf } from '../../http/authenticate.js';
import { sendErrorResponse, toErrorResponse } from '../../http/error-handler.js';
import { createSerializeOnce } from '../../http/serializer.js';
import type { SessionCookies } from '../../http/session-cookie.js';
import type { SessionStore } from '../sessions/session-store.js';
import { toAuthUser, toPublicUser } from '../users/public-user.js';
import type { AuthService, ClientMeta } from './auth.service.js';

interface Deps {
  auth: AuthService;
  sessions: Pick<SessionStore, 'destroy'>;
  cookies: SessionCookies;
}
/** Who is knocking, as the rate limits, the session row and the admin audit see them. */
export const clientOf = (request: FastifyRequest): ClientMeta => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null });
const publicAccess = { access: 'public' } as const;

/** Sign-in, registration, passwords, sign-out. Each handler parses, calls the auth service, sets or clears the cookie. */
export async function authRoutes(app: FastifyInstance, { auth, sessions, cookies }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signInRequest = (request: FastifyRequest, body: { email: string; password: string }) => ({
    ...body,
    client: clientOf(request),
    previousSessionId: sessionIdOf(request),
  });

  // Every page load asks it: the answer is serialised once per cached user row, not per request.
  const sendUser = createSerializeOnce();
  r.get(apiPaths.authUser, {
    schema: { tags: ['auth'], summary: "L'utilisateur connecté, et le profil qui regarde sur cet appareil", response: { 200: authUserSchema } },
    config: { access: 'user' },
  }, (request, reply) => {
    // Synchronous: an async handler's promise costs every page load.
    sendUser(reply, toAuthUser(authOf(request).identity));
  });

  r.post(apiPaths.login, {
    schema: { tags: ['auth'], summary: 'Connexion (202 : le code de double authentification est demandé)', body: loginBodySchema, response: { 200: loginResponseSchema, 202: twoFactorChallengeSchema } },
    config: { access: 'public', errors: ['invalid_credentials', 'account_suspended', 'rate_limited'] },
  }, async (request, reply) => {
    const signedIn = await auth.signIn(signInRequest(request, request.body));
    if ('twoFactor' in signedIn) return reply.status(202).send({ message: twoFactorMessages.challengeSent, twoFactor: signedIn.twoFactor });
    cookies.set(request, reply, signedIn.sessionId);
    return { message: signedIn.deletionCancelled ? myDataMessages.loginCancelledDeletion : serverMessages.loginSuccess, user: toPublicUser(signedIn.user) };
  });

  r.post(apiPaths.register, {
    schema: {
      tags: ['auth'],
      summary: "Création d'un compte, connecté aussitôt (cookie de session)",
      body: registerBodySchema,
      response: { 201: registerResponseSchema },
    },
    config: { access: 'public', errors: ['email_taken', 'rate_limited'] },
  }, async (request, reply) => {
    const { user, sessionId } = await auth.register(request.body, clientOf(request), sessionIdOf(request));
    cookies.set(request, reply, sessionId);
    return reply.status(201).send({ message: serverMessages.registerSuccess, user: toPublicUser(user) });
  });

  r.post(apiPaths.adminLogin, {
    schema: {
      tags: ['auth'],
      summary: 'Connexion administrateur (auditée)',
      body: adminLoginBodySchema,
      response: { 200: adminLoginResponseSchema, 202: twoFactorChallengeSchema, 400: adminLoginFailureSchema, 401: adminLoginFailureSchema, 403: adminLoginFailureSchema, 429: adminLoginFailureSchema },
    },
    config: publicAccess,
    // Every failure answers { success: false, message, code }; refused input is audited too.
    errorHandler: async (error, request, reply) => {
      const response = toErrorResponse(error, request);
      if (response.body.code === 'validation_error') {
        const given = (request.body as { email?: unknown } | undefined)?.email;
        await auth.auditRefusedAdminInput(typeof given === 'string' ? given : '', clientOf(request)).catch((err: unknown) => request.log.error({ err }, 'audit failed'));
      }
      return sendErrorResponse(reply, response, { success: false });
    },
  }, async (request, reply) => {
    const signedIn = await auth.adminSignIn(signInRequest(request, request.body));
    if ('twoFactor' in signedIn) return reply.status(202).send({ message: twoFactorMessages.challengeSent, twoFactor: signedIn.twoFactor });
    cookies.set(request, reply, signedIn.sessionId);
    return { success: true, message: serverMessages.adminLoginSuccess, user: { firstName: signedIn.user.firstName, lastName: signedIn.user.lastName } };
  });

  r.post(apiPaths.forgotPassword, {
    schema: { tags: ['auth'], summary: 'Demande de lien de réinitialisation', body: forgotPasswordBodySchema, response: { 200: messageSchema } },
    config: { access: 'public', errors: ['rate_limited'] },
  }, async (request) => {
    await auth.forgotPassword(request.body.email, clientOf(request));
    return { message: serverMessages.forgotPasswordSent };
  });

  r.post(apiPaths.resetPassword, {
    schema: { tags: ['auth'], summary: 'Nouveau mot de passe depuis un lien', body: resetPasswordBodySchema, response: { 200: messageSchema } },
    config: { access: 'public', errors: ['invalid_reset_token'] },
  }, async (request) => {
    await auth.resetPassword(request.body.token, request.body.newPassword);
    return { message: serverMessages.resetSuccess };
  });

  r.post(apiPaths.changePassword, {
    schema: { tags: ['auth'], summary: 'Changement de mot de passe', body: changePasswordBodySchema, response: { 200: messageSchema } },
    config: { access: 'user', adults: true, errors: ['wrong_current_password'] },
  }, async (request) => {
    const { user, sessionId } = authOf(request);
    await auth.changePassword(user, sessionId, request.body.currentPassword, request.body.newPassword);
    return { message: serverMessages.passwordChanged };
  });

  // The admin area's own change (live-creators-admin.md §5, §9): the same change, 8 characters at least, audited.
  r.post(apiPaths.adminChangePassword, {
    schema: { tags: ['admin'], summary: "Changement du mot de passe de l'administrateur (8 caractères au moins, journalisé)", body: adminChangePasswordBodySchema, response: { 200: messageSchema } },
    config: { access: 'admin', errors: ['wrong_current_password'] },
  }, async (request) => {
    const { user, sessionId } = authOf(request);
    await auth.changePassword(user, sessionId, request.body.currentPassword, request.body.newPassword, adminActorOf(request));
    return { message: serverMessages.passwordChanged };
  });

  r.post(apiPaths.logout, {
    schema: { tags: ['auth'], summary: 'Déconnexion', response: { 200: messageSchema } },
    config: publicAccess,
  }, async (request, reply) => {
    const sessionId = sessionIdOf(request);
    if (sessionId) await sessions.destroy(sessionId);
    cookies.clear(request, reply);
    return { message: serverMessages.logoutSuccess };
  });

  // ?next= (a path of this site only) is kept, so the person lands where they were going once signed in.
  r.get(apiPaths.loginRedirect, {
    schema: { tags: ['auth'], summary: 'Redirige vers la page de connexion (next : la page où revenir)', querystring: z.object({ next: plainText().max(2000).optional() }), response: { 302: z.null() } },
    config: publicAccess,
  }, async (request, reply) => reply.redirect(withNextPath('/login', request.query.next), 302));
}
