import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from '../../background.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { PaymentsCore } from './payments-core.js';
import type { SandboxConnection } from './sandbox-loader.js';

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
  /** The sandbox when this provider runs in sandbox mode (no keys), else undefined. */
  sandbox: SandboxConnection | undefined;
}

/** A provider part: its routes, against the provider or, when it has no keys, the sandbox. */
export interface PaymentPart {
  name: 'stripe' | 'hub2';
  /** Whether it runs against the sandbox (no keys configured). */
  sandboxed(config: Config): boolean;
  register(app: FastifyInstance, deps: PaymentPartDeps): Promise<void>;
}

