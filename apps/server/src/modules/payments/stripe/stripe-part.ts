import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { apiPaths } from '@kora/shared';
import { createRateLimiter } from '../../../http/rate-limiter.js';
import { createPlansRepository } from '../../plans/plans.repository.js';
import { createUsersRepository } from '../../users/users.repository.js';
import type { PaymentPart } from '../payment-parts.js';
import type { PaymentsCore } from '../payments-core.js';
import { registerWebhookRoute } from '../webhook-route.js';
import { createStripeCharges } from './stripe-charges.js';
import { connectStripe, type StripeConnection } from './stripe-client.js';
import { createStripePayments } from './stripe-payments.js';
import { stripeRoutes } from './stripe-routes.js';
import { createStripeSync, type StripeSync } from './stripe-sync.js';

/** Stripe's own tolerance: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's webhook, alone in its scope (its body arrives raw: the signature covers the exact bytes).
 * The signature is checked in constant time by the `stripe` package with Stripe's 300 s tolerance;
 * each event is applied once (its id recorded in the same transaction as its effect); an event Kora
 * does not act on is acknowledged and ignored.
 */
async function stripeWebhook(app: FastifyInstance, { connection, sync, core }: { connection: StripeConnection; sync: StripeSync; core: PaymentsCore }) {
  registerWebhookRoute(app, {
    path: apiPaths.stripeWebhook,
    summary: 'Webhook de Stripe : signature Stripe-Signature (t=, v1=) vérifiée, 300 s de tolérance ; chaque événement traité une fois ; les autres types acquittés et ignorés',
    verify(raw, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return undefined;
      try {
        return connection.stripe.webhooks.constructEvent(raw, signature, connection.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch {
        return undefined;
      }
    },
    async handle(verified) {
      const event = verified as Stripe.Event;
      const facts = await sync.eventFacts(event);
      if (facts) await core.apply(facts, { provider: 'stripe', eventId: event.id, type: event.type });
    },
  });
}

/**
 * Cards through Stripe. With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, Stripe itself
 * (the page confirms with Stripe.js and STRIPE_PUBLISHABLE_KEY); otherwise the sandbox under /v1 of
 * the payment sandbox, reached by the same `stripe` package (the sandbox serves the card form's route).
 */
export const stripePart: PaymentPart = {
  name: 'stripe',
  sandboxed: (config) => config.payments.stripe === undefined,
  async register(app, { core, config, db, sandbox, gateway }) {
    const connection = connectStripe(config, sandbox);
    gateway.attach('stripe', createStripeCharges(connection));
    const sync = createStripeSync({ stripe: connection.stripe, core, plans: createPlansRepository(db), gateway });
    const payments = createStripePayments({ connection, core, sync, users: createUsersRepository(db), limiter: createRateLimiter(db) });
    await app.register(stripeRoutes, { payments });
    gateway.stopRenewalsWith(async (userId) => {
      if (await core.renewingOf(userId)) await payments.cancel(userId);
    });
    await app.register(stripeWebhook, { connection, sync, core });
  },
};
