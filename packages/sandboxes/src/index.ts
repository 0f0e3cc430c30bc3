import { createHub2Sandbox } from './hub2/hub2-sandbox.js';
import type { SandboxDeps, SandboxProvider } from './sandbox-deps.js';
import { type PaymentSandbox, type SandboxHandler, startPaymentSandbox } from './sandbox-server.js';
import { createStripeSandbox } from './stripe/stripe-sandbox.js';

/*
 * Kora's payment sandbox: local stand-ins for Stripe and Hub2 that speak the parts of their APIs Kora uses and
 * sign their webhooks as they do, so that Kora's real clients run in development, demos and tests without keys.
 * Kora loads this package by a dynamic import only when a provider has no keys, and never in production: its
 * server bundle holds none of it.
 */

export { sandboxRoutes } from './kora-routes.js';
export { type Refuse, SANDBOX_SECRETS, type SandboxDeps, type SandboxProvider, type SandboxRoutesOptions, type SandboxSecrets } from './sandbox-deps.js';
export type { PaymentSandbox } from './sandbox-server.js';
export { stripeSignatureHeader } from './stripe/sandbox-webhooks.js';
export { HUB2_SANDBOX_ACCOUNT } from './hub2/hub2-sandbox.js';
export { STRIPE_SANDBOX_KEY } from './stripe/stripe-sandbox.js';

const handlers: Record<SandboxProvider, (deps: SandboxDeps) => SandboxHandler> = { stripe: createStripeSandbox, hub2: createHub2Sandbox };

/** Starts the sandbox on 127.0.0.1:`port` (0: a free one) for `providers`. */
export function startSandbox(port: number, providers: readonly SandboxProvider[], deps: SandboxDeps): Promise<PaymentSandbox> {
  return startPaymentSandbox(port, providers.map((provider) => handlers[provider](deps)));
}
