import { createHub2Sandbox } from './hub2/hub2-sandbox.js';
import { createOrangeSmsSandbox, type OrangeSmsSandboxOptions } from './orange-sms/orange-sms-sandbox.js';
import type { SandboxDeps, SandboxProvider } from './sandbox-deps.js';
import { type PaymentSandbox, type SandboxHandler, startOrJoinSandbox, startPaymentSandbox } from './sandbox-server.js';
import { createStripeSandbox } from './stripe/stripe-sandbox.js';

/*
 * Kora's sandboxes: local stand-ins for Stripe and Hub2 that speak the parts of their APIs Kora uses and sign their
 * webhooks as they do, and for Orange's SMS API (a server of its own, which records the SMS instead of sending
 * them), so that Kora's real clients run in development, demos and tests without keys. Kora loads this package by
 * a dynamic import only when a provider has no keys, and never in production: its server bundle holds none of it.
 */

export { sandboxRoutes } from './kora-routes.js';
export { type Refuse, SANDBOX_SECRETS, type SandboxDeps, type SandboxProvider, type SandboxRoutesOptions, type SandboxSecrets } from './sandbox-deps.js';
export { type PaymentSandbox, SANDBOX_OWNER_PATH, SandboxPortTakenError } from './sandbox-server.js';
export { stripeSignatureHeader } from './stripe/sandbox-webhooks.js';
export { HUB2_SANDBOX_ACCOUNT } from './hub2/hub2-sandbox.js';
export { STRIPE_SANDBOX_KEY } from './stripe/stripe-sandbox.js';
export { ORANGE_SMS_SANDBOX_ACCOUNT, ORANGE_SMS_SANDBOX_PREFIX, type OrangeSmsSandboxOptions, type SandboxSms } from './orange-sms/orange-sms-sandbox.js';

const handlers: Record<SandboxProvider, (deps: SandboxDeps) => SandboxHandler> = { stripe: createStripeSandbox, hub2: createHub2Sandbox };

/** A sandbox this process started, or one of its installation's siblings it joined (`shared`). */
export type StartedSandbox = PaymentSandbox & { shared: boolean };

/**
 * Starts the sandbox on 127.0.0.1:`port` (0: a free one) for `providers`, or joins the one a process of the same
 * installation (`owner`) runs there; refuses a port held by anything else (SandboxPortTakenError).
 */
export function startSandbox(port: number, providers: readonly SandboxProvider[], deps: SandboxDeps, owner: string): Promise<StartedSandbox> {
  return startOrJoinSandbox(port, owner, () => startPaymentSandbox(port, providers.map((provider) => handlers[provider](deps)), owner));
}

/** The SMS sandbox: its own server, as the payments sandbox's is. */
export type SmsSandbox = StartedSandbox;

/**
 * Starts (or joins, as startSandbox does) the SMS sandbox (Orange's SMS API under /orange) on 127.0.0.1:`port` (0: a free one). The SMS it accepts
 * are listed at GET <url>/orange/sandbox/messages (?to=<msisdn>), oldest first.
 */
export function startSmsSandbox(port: number, owner: string, options: OrangeSmsSandboxOptions = {}): Promise<StartedSandbox> {
  return startOrJoinSandbox(port, owner, () => startPaymentSandbox(port, [createOrangeSmsSandbox(options)], owner));
}
