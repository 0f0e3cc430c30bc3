import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  hub2ConfirmPaymentBodySchema,
  hub2ConfirmPaymentResultSchema,
  hub2CreatePaymentIntentBodySchema,
  hub2PaymentIntentResultSchema,
} from '@kora/shared';
import { authOf } from '../../../http/authenticate.js';
import type { PaymentPart } from '../payment-parts.js';
import type { SandboxConnection } from '../sandbox-loader.js';
import { registerWebhookRoute } from '../webhook-route.js';
import { createHub2Charges } from './hub2-charges.js';
import { createHub2Client } from './hub2-client.js';
import { createHub2Payments, type Hub2Payments } from './hub2-payments.js';
import { HUB2_SIGNATURE_HEADER, verifyHub2Signature } from '@kora/providers/hub2-signature';

/** The payer's calls: start a mobile-money payment, ask how it ended. */
async function hub2Routes(app: FastifyInstance, { payments }: { payments: Hub2Payments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(apiPaths.hub2CreatePaymentIntent, {
    schema: {
      tags: ['payments'],
      summary:
        'Démarrer un paiement mobile (Hub2) : combinaison moyen × devise × pays vérifiée, téléphone requis pour le mobile money, montant = prix du serveur, return_url/cancel_url de Kora seulement ; 10 par 15 min',
      body: hub2CreatePaymentIntentBodySchema,
      response: { 201: hub2PaymentIntentResultSchema },
    },
    config: { access: 'user', adults: true, errors: ['not_found', 'conflict', 'rate_limited', 'service_unavailable'] },
  }, async (request, reply) => reply.code(201).send(await payments.create(authOf(request).user, request.body)));

  r.post(apiPaths.hub2ConfirmPayment, {
    schema: {
      tags: ['payments'],
      summary: 'Redemander à Hub2 où en est mon paiement (un webhook perdu est rattrapé), puis répondre son état et mon niveau',
      body: hub2ConfirmPaymentBodySchema,
      response: { 200: hub2ConfirmPaymentResultSchema },
    },
    config: { access: 'user', adults: true, errors: ['not_found', 'service_unavailable'] },
  }, async (request) => payments.confirm(authOf(request).user.id, request.body.id));
}

/** Hub2's webhook, alone in its scope: its body arrives raw, to check the signature over the exact bytes. */
async function hub2Webhook(app: FastifyInstance, { payments, secrets }: { payments: Hub2Payments; secrets: Array<string | undefined> }) {
  registerWebhookRoute(app, {
    path: apiPaths.hub2Webhook,
    summary: 'Webhook de Hub2 : signature Hub2-Signature (s1, s0 pendant une rotation) vérifiée ; chaque événement traité une fois, l’intention relue chez Hub2',
    verify(raw, headers) {
      const signature = headers[HUB2_SIGNATURE_HEADER];
      return verifyHub2Signature(raw, typeof signature === 'string' ? signature : undefined, secrets) ? JSON.parse(raw.toString('utf8')) : undefined;
    },
    handle: (event) => payments.webhook(event),
  });
}

/**
 * Mobile money through Hub2. With HUB2_API_KEY, HUB2_MERCHANT_ID and HUB2_WEBHOOK_SECRET,
 * Hub2's API; otherwise the sandbox's (/hub2 on the payment sandbox, which serves its payment page on
 * Kora's origin).
 */
/** The sandbox a part without keys runs against (opened for it by the payments module). */
function sandboxOf(sandbox: SandboxConnection | undefined): SandboxConnection {
  if (!sandbox) throw new Error('HUB2_API_KEY: sans clés, Hub2 passe par le bac à sable, qui ne s’est pas ouvert');
  return sandbox;
}

export const hub2Part: PaymentPart = {
  name: 'hub2',
  sandboxed: (config) => config.payments.hub2 === undefined,
  async register(app, { core, config, db, sandbox, gateway }) {
    const real = config.payments.hub2;
    const client = createHub2Client(
      real
        ? { baseUrl: real.apiUrl, apiKey: real.apiKey, merchantId: real.merchantId, environment: real.environment }
        : { baseUrl: `${sandboxOf(sandbox).url}/hub2`, ...sandboxOf(sandbox).hub2Account, environment: 'sandbox' },
    );
    const charges = createHub2Charges({ client, sandboxed: !real });
    gateway.attach('hub2', charges.provider);
    const payments = createHub2Payments({ core, client, charges, gateway, config, db });
    // Real keys: only the configured secrets (never the sandbox's public ones).
    const secrets = real ? [real.webhookSecret, real.previousWebhookSecret] : [sandbox?.secrets.hub2Webhook, sandbox?.secrets.hub2PreviousWebhook];
    await app.register(hub2Routes, { payments });
    await app.register(hub2Webhook, { payments, secrets });
  },
};
