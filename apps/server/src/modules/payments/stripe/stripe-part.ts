import type { PaymentPart } from '../payment-parts.js';

/**
 * Cards through Stripe (issue 12). STUB of the contract: the Stripe helper replaces it with the real part
 * (create-subscription, subscription-status, DELETE subscription, the pending discard, the sandbox card
 * form's call, the webhook) and its sandbox handler (`stripe-sandbox.ts`, under /v1).
 */
export const stripePart: PaymentPart = {
  name: 'stripe',
  sandboxed: (config) => config.payments.stripe === undefined,
  sandbox: () => ({ prefix: '/v1', handle: async () => undefined }),
  register: async () => undefined,
};
