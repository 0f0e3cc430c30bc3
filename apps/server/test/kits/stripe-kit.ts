import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import {
  apiPaths,
  pathTo,
  type CreateSubscriptionBody,
  type CreateSubscriptionResult,
  type SandboxCardPaymentResult,
  type SubscriptionStatusResult,
  type User,
} from '@kora/shared';
import { type Agent, signedInAgent } from '../agent.js';
import { createUser, createVideo, makePlayable } from '../factories.js';
import { freePort } from '../free-port.js';
import { createTestApp } from '../test-app.js';
import type { TestClock } from '../test-clock.js';
import { until } from '../until.js';
import { SANDBOX_SECRETS, STRIPE_SANDBOX_KEY, stripeSignatureHeader } from '@kora/sandboxes';
import { seedDemoPlans } from '../../src/db/demo-plans.js';
import { paymentLedger, processedWebhookEvents, subscriptions } from '../../src/db/schema/index.js';

/*
 * What the Stripe API tests share (test code): a real Kora listening on a port (the sandbox delivers
 * webhooks over HTTP), its Stripe sandbox on a known port, a `stripe` client of the tests' own against
 * that sandbox (to read what Stripe holds and list its events), the demo plans, a ready premium
 * video, and the payer's steps.
 */

export const PASS_JOUR = '5e1a0000-0004-4000-8000-000000000004';
export const FAMILY = '5e1a0000-0003-4000-8000-000000000003';
export const BASIC = '5e1a0000-0001-4000-8000-000000000001';
export const VISA = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';
export type Failure = { message: string; code: string; fieldErrors?: Record<string, string> };
type Reply<T> = { status: number; body: T & Failure };

/** The test app's /metrics token (the webhook counters are read through it). */
export const KIT_METRICS_TOKEN = 'stripe-kit-metrics-token';

export async function createStripeKit(clock?: TestClock) {
  const port = await freePort();
  const t = await createTestApp({ SANDBOX_PORT: String(port), METRICS_TOKEN: KIT_METRICS_TOKEN }, undefined, undefined, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await seedDemoPlans(t.database.db);
  const video = await createVideo(t.database.db, { title: 'Premium seulement', tier: 'premium' });
  await makePlayable(t.database.db, t.config.mediaDir, video.id);
  const sandbox = `http://127.0.0.1:${port}`;
  const stripe = new Stripe(STRIPE_SANDBOX_KEY, { host: '127.0.0.1', port, protocol: 'http', telemetry: false });
  const secret = SANDBOX_SECRETS.stripeWebhook;
  // The client secret of each payment a buyer created: what the page, and the sandbox card form, pay with.
  const clientSecrets = new Map<string, string>();

  const me = async (agent: Agent) => (await agent.get<User>(apiPaths.authUser)).body;
  const row = async (id: string) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const kit = {
    t,
    stripe,
    /** The webhook secret Kora verifies with (the sandbox's). */
    secret,
    me,
    row,
    async buyer() {
      const user = await createUser(t.database.db);
      return { id: user.id, email: user.email, agent: await signedInAgent(t.app, user) };
    },
    async create(agent: Agent, body: CreateSubscriptionBody = {}) {
      const created = (await agent.post<CreateSubscriptionResult & Failure>(apiPaths.createSubscription, body)) as Reply<CreateSubscriptionResult>;
      if (created.status === 200) clientSecrets.set(created.body.subscriptionId, created.body.clientSecret);
      return created;
    },
    /** The sandbox card form, with the client secret of a payment `create` started (or the one given). */
    pay: (agent: Agent, subscriptionId: string, cardNumber = VISA, o: { expiry?: string; cvc?: string; clientSecret?: string } = {}) =>
      agent.post<SandboxCardPaymentResult & Failure>(apiPaths.sandboxCardPayment, {
        clientSecret: o.clientSecret ?? clientSecrets.get(subscriptionId),
        cardNumber,
        expiry: o.expiry ?? '12/40',
        cvc: o.cvc ?? '123',
      }) as Promise<Reply<SandboxCardPaymentResult>>,
    status: (agent: Agent, subscriptionId: string) => agent.post<SubscriptionStatusResult & Failure>(apiPaths.subscriptionStatus, { subscriptionId }) as Promise<Reply<SubscriptionStatusResult>>,
    playback: (agent: Agent) => agent.get(pathTo(apiPaths.playback, { id: video.id })),
    untilAccount: (agent: Agent, ok: (user: User) => boolean, what = 'the account') => until(what, () => me(agent), ok),
    untilRow: (id: string, ok: (r: Awaited<ReturnType<typeof row>>) => boolean, what = 'the subscription') => until(what, () => row(id), ok),
    ledger: (subscriptionId: string) => t.database.db.select().from(paymentLedger).where(eq(paymentLedger.subscriptionId, subscriptionId)).orderBy(paymentLedger.at),

    /** Subscribes to Premium (EUR) and pays with the test Visa; resolves once the webhook made the account premium. */
    async subscribed(agent: Agent, body: CreateSubscriptionBody = {}) {
      const created = await kit.create(agent, body);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect((await kit.pay(agent, created.body.subscriptionId)).body.status).toBe('succeeded');
      await kit.untilRow(created.body.subscriptionId, (r) => r?.status === 'active', 'paid subscription');
      const subscription = await row(created.body.subscriptionId);
      return { id: created.body.subscriptionId, ref: subscription?.providerRef as string, created: created.body };
    },

    /** Sends a webhook as Stripe would: the payload signed at `timestamp` (now by default) with `secret`. */
    async webhook(payload: string, o: { timestamp?: number; secret?: string; signature?: string } = {}) {
      const signature = o.signature ?? stripeSignatureHeader(payload, o.secret ?? secret, o.timestamp);
      const res = await t.app.inject({ method: 'POST', url: apiPaths.stripeWebhook, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
      return { status: res.statusCode, body: res.json<{ received?: boolean } & Failure>() };
    },

    /** Kora's record of a Stripe event applied (one row at most). */
    processed: (eventId: string) =>
      t.database.db.select().from(processedWebhookEvents).where(and(eq(processedWebhookEvents.provider, 'stripe'), eq(processedWebhookEvents.eventId, eventId))),

    /** The sandbox's events about a Stripe object (its id anywhere in the event's object), newest first. */
    async eventsAbout(id: string, type?: string) {
      const list = await stripe.events.list({ limit: 100, ...(type ? { type } : {}) });
      return list.data.filter((event) => JSON.stringify(event.data.object).includes(id));
    },

    /** Calls one of the sandbox's test helpers (form-encoded, as the `stripe` package sends). */
    async helper(path: string, fields: Record<string, string> = {}) {
      const res = await fetch(`${sandbox}/v1/test_helpers/kora${path}`, {
        method: path === '/deliveries' ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${STRIPE_SANDBOX_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
        ...(path === '/deliveries' ? {} : { body: new URLSearchParams(fields).toString() }),
      });
      expect(res.status, path).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    },
    close: () => t.close(),
  };
  return kit;
}
export type StripeKit = Awaited<ReturnType<typeof createStripeKit>>;
