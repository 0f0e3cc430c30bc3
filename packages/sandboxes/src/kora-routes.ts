import type { FastifyInstance } from 'fastify';
import { hub2SandboxPage } from './hub2/hub2-page.js';
import type { SandboxRoutesOptions } from './sandbox-deps.js';
import { stripeCardRoute } from './stripe/card-route.js';

/**
 * What the sandbox serves on Kora's own origin, where the real providers have their own: the card form's payment
 * (Stripe.js's part) and Hub2's payment page (the payer's phone). Registered only in sandbox mode.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions) {
  if (options.providers.includes('stripe')) await app.register(stripeCardRoute, options);
  if (options.providers.includes('hub2')) await app.register(hub2SandboxPage, options);
}
