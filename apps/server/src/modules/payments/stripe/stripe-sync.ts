import type Stripe from 'stripe';
import type { SubscriptionRow } from '../../../db/schema/index.js';
import type { PlansRepository } from '../../plans/plans.repository.js';
import type { PaymentFact } from '../payment-facts.js';
import type { PaymentGateway } from '../payment-gateway.js';
import type { PaymentsCore } from '../payments-core.js';
import { chargeOutcomeOf } from './stripe-charges.js';
import { isMissingAtStripe } from './stripe-client.js';
import { currencyOf, type FactOrigin, failureOf, invoiceFacts, passFacts, paymentIntentIdOfSecret, subscriptionFact } from './stripe-facts.js';

interface Deps {
  stripe: Stripe;
  core: PaymentsCore;
  plans: Pick<PlansRepository, 'findById'>;
  /** A payment intent no subscription holds may be another module's charge (a sponsorship). */
  gateway: Pick<PaymentGateway, 'settleCharge'>;
}

/**
 * What Stripe says, as facts for the payments core: from a webhook event, or from asking Stripe again
 * (the page's status call, which catches up a lost webhook).
 */
export function createStripeSync({ stripe, core, plans, gateway }: Deps) {
  /**
   * The period a pass bought by card pays for. Once paid, the period is the row's own (a second report
   * of the same payment must not start a second period after the first).
   */
  async function passPeriod(row: SubscriptionRow): Promise<{ start: Date; end: Date }> {
    if (row.status !== 'incomplete' && row.currentPeriodEnd) return { start: row.currentPeriodEnd, end: row.currentPeriodEnd };
    const plan = await plans.findById(row.planId);
    return core.oneOffPeriod(row.userId, row.tier, plan?.interval ?? 'day', row.id);
  }

  async function paymentIntentFacts(pi: Stripe.PaymentIntent, origin: FactOrigin): Promise<PaymentFact[]> {
    const row = await core.findByRef('stripe', pi.id);
    if (!row) {
      // Another module's charge is settled by its owner; a subscription's own payment intent is nobody's (its invoice's events say it).
      const outcome = chargeOutcomeOf(pi);
      if (outcome) await gateway.settleCharge(outcome, origin.cause);
      return [];
    }
    return passFacts(pi, await passPeriod(row), origin);
  }

  return {
    /** The facts of a verified event; undefined for an event Kora does not act on. */
    async eventFacts(event: Stripe.Event): Promise<PaymentFact[] | undefined> {
      const origin = { at: new Date(event.created * 1000), cause: `stripe:${event.type}` };
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_failed':
          return invoiceFacts(event.data.object, origin);
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
          return paymentIntentFacts(event.data.object, origin);
        case 'charge.refunded': {
          // A one-off charge refunded whole (from Stripe's dashboard): its owner takes it back. Subscriptions' refunds change no tier.
          const charge = event.data.object;
          const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
          const currency = typeof charge.currency === 'string' ? currencyOf(charge.currency) : undefined;
          if (charge.refunded && pi && currency) {
            await gateway.settleCharge({ provider: 'stripe', ref: pi, status: 'refunded', amount: charge.amount_refunded, currency, method: 'card', reason: 'refunded' }, origin.cause);
          }
          // Nothing for subscriptions (the owner applied it once, by its own state): not recorded as a subscription event.
          return undefined;
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const sub = event.data.object;
          return [subscriptionFact(sub, await core.findByRef('stripe', sub.id), origin)];
        }
        default:
          return undefined;
      }
    },

    /**
     * Asks Stripe about a subscription or pass again. The facts are dated a second before the whole
     * second of the call: an event of that same second (Stripe's `created` has no finer grain) may be
     * newer than what was read, so it still applies after.
     */
    async currentFacts(row: SubscriptionRow): Promise<PaymentFact[]> {
      const origin = { at: new Date(Math.floor(Date.now() / 1000) * 1000 - 1000), cause: 'stripe:poll' };
      try {
        if (!row.renews) return paymentIntentFacts(await stripe.paymentIntents.retrieve(row.providerRef), origin);
        const sub = await stripe.subscriptions.retrieve(row.providerRef, { expand: ['latest_invoice.confirmation_secret'] });
        const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
        let reason: string | null = null;
        if (invoice?.status === 'open' && invoice.attempt_count > 0 && invoice.confirmation_secret) {
          reason = failureOf((await stripe.paymentIntents.retrieve(paymentIntentIdOfSecret(invoice.confirmation_secret.client_secret))).last_payment_error);
        }
        return [...(invoice ? invoiceFacts(invoice, origin, reason) : []), subscriptionFact(sub, row, origin)];
      } catch (error) {
        if (isMissingAtStripe(error)) return []; // nothing to learn: Kora's state stands
        throw error;
      }
    },
  };
}
export type StripeSync = ReturnType<typeof createStripeSync>;
