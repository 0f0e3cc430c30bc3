import type { AddressInfo } from 'node:net';
import { Counter } from 'prom-client';
import type { DbExecutor } from '../../db/client.js';
import { transactionOf } from '../../db/transaction.js';
import type { KoraModule } from '../module.js';
import { createPlansRepository } from '../plans/plans.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { adminSubscriptionsRoutes } from './admin-subscriptions.routes.js';
import { hub2Part } from './hub2/hub2-part.js';
import type { PaymentPart } from './payment-parts.js';
import { createPaymentsCore, type PaymentsUnit } from './payments-core.js';
import { paymentsRoutes } from './payments.routes.js';
import { receiptMail } from './receipt-mail.js';
import { openSandbox, type SandboxConnection } from './sandbox-loader.js';
import { stripePart } from './stripe/stripe-part.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

const unitOf = (tx: DbExecutor): PaymentsUnit => ({ subscriptions: createSubscriptionsRepository(tx), users: createUsersRepository(tx) });
const parts: readonly PaymentPart[] = [stripePart, hub2Part];
/** How often lapsed passes and subscriptions are written down (the clock enforces them at every request anyway). */
const EXPIRE_EVERY_MS = 60_000;

/**
 * Payments: the core (subscriptions, the ledger, the account's tier), the card part
 * (Stripe) and the mobile-money part (Hub2), and, for a provider without keys, the local sandbox that
 * speaks its API and signs its webhooks (loaded only then: sandbox-loader.ts).
 */
export const paymentsModule: KoraModule = async (app, { db, config, installation, events, background, mailer, clock, metrics, notify, payments: gateway }) => {
  const users = createUsersRepository(db);
  const core = createPaymentsCore({
    plans: createPlansRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    inTransaction: transactionOf(db, unitOf),
    events,
    background,
    clock,
    graceDays: config.payments.graceDays,
    notify,
    async sendReceipt(line, planName) {
      const user = await users.findById(line.userId);
      if (user) await mailer.send(receiptMail(user, line, planName, config.publicUrl));
    },
  });

  // Every answer of the two webhook routes (route config `webhook`), by provider and outcome.
  const webhooks = new Counter({ name: 'kora_webhooks_total', help: 'Payment webhooks answered, by provider and outcome (accepted: 2xx; refused: a bad signature or body)', labelNames: ['provider', 'outcome'] as const, registers: [metrics] });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.webhook !== true) return;
    const provider = request.routeOptions.url?.split('/').pop() ?? 'unknown';
    webhooks.inc({ provider, outcome: reply.statusCode < 300 ? 'accepted' : 'refused' });
  });

  const sandboxed = parts.filter((part) => part.sandboxed(config));
  const sandbox: SandboxConnection | undefined =
    sandboxed.length > 0 ? await openSandbox(app, { config, installationId: installation.id, providers: sandboxed.map((part) => part.name), deliver: deliverToSelf }) : undefined;
  for (const part of parts) {
    await app.register((scope) => part.register(scope, { core, config, background, db, gateway, sandbox: sandboxed.includes(part) ? sandbox : undefined }));
  }
  await app.register(paymentsRoutes, { core });
  await app.register(adminSubscriptionsRoutes, { db, graceDays: config.payments.graceDays });

  const timer = setInterval(() => {
    core.expireLapsed().catch((err: unknown) => app.log.warn({ err }, 'expiring lapsed subscriptions failed'));
    core.noticeEnding().catch((err: unknown) => app.log.warn({ err }, 'announcing passes about to end failed'));
  }, EXPIRE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));

  /** The sandbox's webhook delivery: a real HTTP request to this instance's own listener. */
  async function deliverToSelf(path: string, body: string, headers: Record<string, string>): Promise<number> {
    const address = app.server.address() as AddressInfo | null;
    if (!address) return 503;
    const response = await fetch(`http://127.0.0.1:${address.port}${path}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  }
};
