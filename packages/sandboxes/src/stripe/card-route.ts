import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, errorBodySchema, paymentMessages, sandboxCardPaymentBodySchema, sandboxCardPaymentResultSchema } from '@kora/shared';
import type { SandboxRoutesOptions } from '../sandbox-deps.js';
import { testPaymentMethodOf } from './sandbox-cards.js';
import { STRIPE_SANDBOX_KEY } from './stripe-sandbox.js';

interface StripeErrorBody {
  error?: { type?: string; code?: string; param?: string };
}

/**
 * The sandbox card form's payment, on Kora's origin: what Stripe.js does in the browser with real keys. The page
 * holds the payment intent's client secret (a subscription's first payment or a sponsorship); the card stands for
 * one of Stripe's test payment methods, and the sandbox confirms the intent with it, checking the client secret as
 * Stripe does. What follows is the same as with Stripe: its webhook, and the page asking how the payment ended.
 */
export async function stripeCardRoute(app: FastifyInstance, { sandboxUrl, refuse }: SandboxRoutesOptions) {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
  app.withTypeProvider<ZodTypeProvider>().post(apiPaths.sandboxCardPayment, {
    schema: {
      tags: ['payments'],
      summary: 'Bac à sable : paie un paiement par carte en attente avec une carte de test de Stripe (4242… acceptée, 4000 0000 0000 0002 refusée), comme Stripe.js avec de vraies clés',
      body: sandboxCardPaymentBodySchema,
      response: { 200: sandboxCardPaymentResultSchema, ...errors },
    },
    config: { access: 'user' },
  }, async (request) => {
    const { clientSecret, ...card } = request.body;
    const paymentMethod = testPaymentMethodOf(card, new Date(), refuse);
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const response = await fetch(`${sandboxUrl}/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_SANDBOX_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) {
      await response.arrayBuffer();
      return { status: 'succeeded' as const, message: null };
    }
    const { error } = (await response.json()) as StripeErrorBody;
    if (error?.type === 'card_error') return { status: 'failed' as const, message: paymentMessages.cardDeclined };
    if (error?.code === 'resource_missing' || error?.param === 'client_secret') throw refuse('not_found', paymentMessages.paymentNotFound);
    throw refuse('conflict', paymentMessages.paymentNotPending);
  });
}
