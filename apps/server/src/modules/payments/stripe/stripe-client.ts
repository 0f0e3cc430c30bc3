import Stripe from 'stripe';
import { paymentMessages } from '@kora/shared';
import type { Config } from '../../../config.js';
import { DomainError } from '../../../errors.js';
import type { SandboxConnection } from '../sandbox-loader.js';

/** How Kora talks to Stripe: the real service with its keys, else the sandbox through the same package. */
export interface StripeConnection {
  stripe: Stripe;
  /** True against the sandbox: the page shows the sandbox card form instead of Stripe.js. */
  sandbox: boolean;
  publishableKey: string | null;
  webhookSecret: string;
}

/**
 * The official client (its pinned API version, 2026-10-28): with STRIPE_SECRET_KEY, Stripe itself;
 * otherwise the sandbox on 127.0.0.1 (the package's host, port and protocol options), with the
 * sandbox's fixed test key and webhook secret.
 */
export function connectStripe(config: Config, sandbox: SandboxConnection | undefined): StripeConnection {
  const keys = config.payments.stripe;
  if (keys) {
    const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Kora' } });
    return { stripe, sandbox: false, publishableKey: keys.publishableKey ?? null, webhookSecret: keys.webhookSecret };
  }
  if (!sandbox) throw new Error('Stripe: no keys and no sandbox');
  const url = new URL(sandbox.url);
  const stripe = new Stripe(sandbox.stripeKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 1, timeout: 10_000, telemetry: false });
  return { stripe, sandbox: true, publishableKey: null, webhookSecret: sandbox.secrets.stripeWebhook };
}

/** Stripe answered that the object does not exist (a sandbox restarted since, or an object deleted at Stripe). */
export const isMissingAtStripe = (error: unknown): boolean => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Runs calls to Stripe; Stripe unreachable, failing or refusing Kora's key becomes 503 with a French message. */
export async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const unavailable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError;
    if (unavailable) throw new DomainError('service_unavailable', paymentMessages.providerUnavailable);
    throw error;
  }
}
