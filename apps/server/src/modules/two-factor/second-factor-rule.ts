import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/authenticate.js';
import { addRouteHook } from '../../http/route-hooks.js';
import type { TwoFactorService } from './two-factor.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Payouts, roles and plans: refused (403 two_factor_required) to an admin without the second factor where the installation requires it. */
    secondFactor?: true;
  }
}

/**
 * Checks `config.secondFactor` routes after their access check (this onRoute hook is registered after it, so its
 * hook runs second): the signed-in admin must have the second factor on. Every session of such an account passed it
 * (sign-in asks for it, and turning it on ends the account's other sessions), so the account's state is the rule.
 */
export function registerSecondFactorRule(app: FastifyInstance, twoFactor: Pick<TwoFactorService, 'assertSecondFactor'>): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.secondFactor !== true) return;
    addRouteHook(route, 'onRequest', async (request) => {
      twoFactor.assertSecondFactor(authOf(request).user);
    });
  });
}
