import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from '../../background.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { PaymentsCore } from './payments-core.js';
import type { SandboxHandler } from './sandbox/sandbox-server.js';

/**
 * What the Stripe part and the Hub2 part get. Each provider part translates between its
 * provider and the payments core: it opens subscriptions through `core.open`, reports what the provider
 * said through `core.apply`, and registers its routes (the pages' calls and its webhook).
 */
export interface PaymentPartDeps {
  core: PaymentsCore;
  config: Config;
  background: BackgroundTasks;
  /** For what a part keeps of its own (rate limits, reading the account afresh); never the tier, which only the core writes. */
  db: Database;
  /** One-off charges and transfers: the part attaches its provider; outcomes no subscription holds go to the gateway's owners. */
  gateway: PaymentGateway;
  /** http://127.0.0.1:<port> of the sandbox when this provider runs in sandbox mode, else undefined. */
  sandboxUrl: string | undefined;
}

/** What a provider's sandbox needs from Kora. */
export interface SandboxDeps {
  config: Config;
  /**
   * Delivers a webhook to this Kora (POST `path` with the raw body and headers, as the provider would),
   * resolving with the status Kora answered; the sandbox retries as the provider does.
   */
  deliver(path: string, body: string, headers: Record<string, string>): Promise<number>;
  /** The signing secrets the provider's part verifies with. */
  secrets: { stripeWebhook: string; hub2Webhook: string; hub2PreviousWebhook: string | undefined };
}

/** A provider part: its sandbox (when it has no keys) and its routes. */
export interface PaymentPart {
  name: 'stripe' | 'hub2';
  /** Whether it runs against the sandbox (no keys configured). */
  sandboxed(config: Config): boolean;
  sandbox(deps: SandboxDeps): SandboxHandler;
  register(app: FastifyInstance, deps: PaymentPartDeps): Promise<void>;
}

/**
 * The sandbox's signing secrets. Fixed and public: the sandbox is refused in production, and every
 * instance on one machine shares the one sandbox, so every instance must verify with the same secret.
 * A secret given in the environment is used instead.
 */
export function sandboxSecrets(config: Config): SandboxDeps['secrets'] {
  return {
    stripeWebhook: config.payments.stripe?.webhookSecret ?? 'whsec_kora_sandbox_0123456789abcdef',
    hub2Webhook: config.payments.hub2?.webhookSecret ?? 'hub2_kora_sandbox_current_secret',
    hub2PreviousWebhook: config.payments.hub2?.previousWebhookSecret ?? 'hub2_kora_sandbox_previous_secret',
  };
}
