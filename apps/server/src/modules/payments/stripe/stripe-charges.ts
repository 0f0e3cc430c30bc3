import type Stripe from 'stripe';
import { paymentMessages } from '@kora/shared';
import { DomainError } from '../../../errors.js';
import type { ChargeOutcome, ChargeProvider } from '../payment-gateway.js';
import { atStripe, type StripeConnection } from './stripe-client.js';
import { currencyOf, failureOf } from './stripe-facts.js';

/** A payment intent in the gateway's words: succeeded with what was received; canceled or declined: failed. */
export function chargeOutcomeOf(pi: Stripe.PaymentIntent): ChargeOutcome | undefined {
  const currency = currencyOf(pi.currency);
  if (!currency) return undefined;
  const base = { provider: 'stripe' as const, ref: pi.id, currency, method: 'card' };
  if (pi.status === 'succeeded') return { ...base, status: 'succeeded', amount: pi.amount_received, reason: null };
  if (pi.status === 'canceled') return { ...base, status: 'failed', amount: pi.amount, reason: pi.cancellation_reason ?? 'canceled' };
  if (pi.last_payment_error) return { ...base, status: 'failed', amount: pi.amount, reason: failureOf(pi.last_payment_error) };
  return { ...base, status: 'pending', amount: pi.amount, reason: null };
}

/** One-off card charges (a sponsorship): a payment intent the page confirms with Stripe.js (or the sandbox card form). */
export function createStripeCharges(connection: StripeConnection): ChargeProvider {
  const { stripe } = connection;
  return {
    async start(charge) {
      const pi = await atStripe(() =>
        stripe.paymentIntents.create({
          amount: charge.amount,
          currency: charge.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: charge.description,
          receipt_email: charge.payer.email,
          metadata: { koraUserId: charge.payer.id, ...charge.metadata },
        }),
      );
      if (!pi.client_secret) throw new DomainError('service_unavailable', paymentMessages.providerUnavailable);
      return { provider: 'stripe', ref: pi.id, paymentLink: null, clientSecret: pi.client_secret, sandbox: connection.sandbox, publishableKey: connection.publishableKey };
    },
    async read(ref) {
      const outcome = chargeOutcomeOf(await atStripe(() => stripe.paymentIntents.retrieve(ref)));
      if (!outcome) throw new DomainError('not_found', paymentMessages.paymentNotFound);
      return outcome;
    },
  };
}
