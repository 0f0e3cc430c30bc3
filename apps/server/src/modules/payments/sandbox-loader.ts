import type { FastifyInstance } from 'fastify';
import type { SandboxProvider, SandboxSecrets } from '@kora/sandboxes';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { sandboxPortTaken } from '../../setup-errors.js';

/** How the provider parts reach the sandbox. */
export interface SandboxConnection {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The secret key the `stripe` package uses against the sandbox. */
  stripeKey: string;
  /** The merchant account the Hub2 client uses against the sandbox. */
  hub2Account: { apiKey: string; merchantId: string };
  /** The secrets the sandbox signs its webhooks with. */
  secrets: SandboxSecrets;
}

interface OpenSandbox {
  config: Config;
  /** Only this installation's processes share a sandbox (installation.ts). */
  installationId: string;
  providers: readonly SandboxProvider[];
  /** Delivers one of the sandbox's webhooks to this instance, answering the status it replied. */
  deliver(path: string, body: string, headers: Record<string, string>): Promise<number>;
}

/**
 * Loads the payment sandbox (the `@kora/sandboxes` package, by a dynamic import: the server's bundle holds none of
 * it) for the providers without keys, starts it on SANDBOX_PORT or shares the one a sibling instance of the same
 * installation already runs (never another installation's), and registers the pages it serves on Kora's origin. Never in production: the configuration
 * refuses a provider without keys there, and so does this.
 */
export async function openSandbox(app: FastifyInstance, { config, installationId, providers, deliver }: OpenSandbox): Promise<SandboxConnection> {
  if (config.env === 'production') throw new Error('STRIPE_SECRET_KEY, HUB2_API_KEY: le bac à sable des paiements est refusé en production');
  const sandboxes = await import('@kora/sandboxes');
  const port = config.payments.sandboxPort;
  const started = await sandboxes.startSandbox(port, providers, { publicUrl: config.publicUrl, secrets: sandboxes.SANDBOX_SECRETS, deliver }, installationId).catch((error: unknown) => {
    throw error instanceof sandboxes.SandboxPortTakenError ? sandboxPortTaken(error, 'SANDBOX_PORT', 'le bac à sable des paiements') : error;
  });
  // Another instance of this installation already ran it: shared (its webhooks reach that instance, same database).
  if (started.shared) app.log.info({ port }, 'bac à sable des paiements déjà lancé par une autre instance de cette installation : partagé');
  app.addHook('onClose', () => started.close());
  await app.register(sandboxes.sandboxRoutes, {
    sandboxUrl: started.url,
    publicUrl: config.publicUrl,
    providers,
    refuse: (code, message, fieldErrors) => new DomainError(code, message, fieldErrors ? { fieldErrors } : {}),
  });
  return { url: started.url, stripeKey: sandboxes.STRIPE_SANDBOX_KEY, hub2Account: sandboxes.HUB2_SANDBOX_ACCOUNT, secrets: sandboxes.SANDBOX_SECRETS };
}
