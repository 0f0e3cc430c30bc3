import type { PaymentPart } from '../payment-parts.js';

/**
 * Mobile money through Hub2 (issue 12). STUB of the contract: the Hub2 helper replaces it with the real
 * part (create-payment-intent, confirm-payment, the sandbox payment page on Kora's origin, the webhook)
 * and its sandbox handler (`hub2-sandbox.ts`, under /hub2).
 */
export const hub2Part: PaymentPart = {
  name: 'hub2',
  sandboxed: (config) => config.payments.hub2 === undefined,
  sandbox: () => ({ prefix: '/hub2', handle: async () => undefined }),
  register: async () => undefined,
};
