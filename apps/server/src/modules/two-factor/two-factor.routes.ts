import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  messageSchema,
  myDataMessages,
  serverMessages,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorEnabledSchema,
  twoFactorMessages,
  twoFactorSetupSchema,
  twoFactorSignInBodySchema,
  twoFactorSignInResponseSchema,
  twoFactorStatusSchema,
} from '@kora/shared';
import { authOf, sessionIdOf } from '../../http/authenticate.js';
import type { SessionCookies } from '../../http/session-cookie.js';
import { clientOf } from '../auth/auth.routes.js';
import type { AuthService } from '../auth/auth.service.js';
import { toPublicUser } from '../users/public-user.js';
import type { TwoFactorService } from './two-factor.service.js';

interface Deps {
  twoFactor: TwoFactorService;
  auth: Pick<AuthService, 'openSession'>;
  cookies: SessionCookies;
}
const tags = ['auth'];

/** Enrolment in the second factor (admins, creators), and the second step of sign-in. */
export async function twoFactorRoutes(app: FastifyInstance, { twoFactor, auth, cookies }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.twoFactor, {
    schema: { tags, summary: 'Où en est ma double authentification', response: { 200: twoFactorStatusSchema } },
    config: { access: 'user' },
  }, async (request) => twoFactor.status(authOf(request).user));

  r.post(apiPaths.twoFactorSetup, {
    schema: { tags, summary: 'Un nouveau secret à scanner (code QR) ; actif une fois confirmé par un code', response: { 200: twoFactorSetupSchema } },
    config: { access: 'user', errors: ['forbidden', 'conflict'] },
  }, async (request) => twoFactor.setup(authOf(request).user));

  r.post(apiPaths.twoFactorEnable, {
    schema: { tags, summary: 'Le premier code active la double authentification ; les autres sessions se ferment', body: twoFactorEnableBodySchema, response: { 200: twoFactorEnabledSchema } },
    config: { access: 'user', errors: ['conflict', 'invalid_two_factor_code', 'rate_limited'] },
  }, async (request) => {
    const recoveryCodes = await twoFactor.enable(authOf(request).user, request.body.code, clientOf(request), sessionIdOf(request));
    return { message: twoFactorMessages.enabled, recoveryCodes };
  });

  r.post(apiPaths.twoFactorDisable, {
    schema: { tags, summary: 'Désactiver (mot de passe et code) ; les autres sessions se ferment', body: twoFactorDisableBodySchema, response: { 200: messageSchema } },
    config: { access: 'user', errors: ['conflict', 'wrong_current_password', 'invalid_two_factor_code', 'rate_limited'] },
  }, async (request) => {
    const { password, ...given } = request.body;
    await twoFactor.disable(authOf(request).user, password, given, clientOf(request), sessionIdOf(request));
    return { message: twoFactorMessages.disabled };
  });

  r.post(apiPaths.twoFactorSignIn, {
    schema: { tags, summary: 'Deuxième étape de la connexion : le code (ou un code de secours) ouvre la session', body: twoFactorSignInBodySchema, response: { 200: twoFactorSignInResponseSchema } },
    config: { access: 'public', errors: ['invalid_two_factor_code', 'account_suspended', 'rate_limited'] },
  }, async (request, reply) => {
    const { challenge, ...given } = request.body;
    const user = await twoFactor.completeSignIn(challenge, given, clientOf(request));
    const { sessionId, deletionCancelled } = await auth.openSession(user, { client: clientOf(request), previousSessionId: sessionIdOf(request) });
    cookies.set(request, reply, sessionId);
    return { message: deletionCancelled ? myDataMessages.loginCancelledDeletion : serverMessages.loginSuccess, user: toPublicUser(user) };
  });
}
